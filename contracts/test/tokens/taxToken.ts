import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { noTaxFees, taxTokenConfig } from '@tokenbox/core/testing/testTokenParameters.ts'
import {
  type Address,
  getAddress,
  maxUint256,
  parseEther,
  parseEventLogs,
  parseUnits,
  zeroAddress,
} from 'viem'
import { addLiquidity, deadline, deployAmm } from '../helpers/deployAmm.ts'
import { buyWithUsdt } from '../helpers/tradeThroughUsdt.ts'

const supply = parseEther('1000000000')
const fourPercent = { ...noTaxFees, liquidity: 100, marketing: 200, team: 100 }

/** What the "marketing" form sends: a TaxTokenConfig taking 4%, with swap-back and links, the rest off. */
function taxConfig(
  owner: Address,
  router: Address,
  wallets: { marketing: Address; team: Address; lp: Address },
) {
  return taxTokenConfig({
    owner,
    router,
    initialSupply: supply,
    buyFees: fourPercent,
    sellFees: fourPercent,
    marketingWallet: wallets.marketing,
    teamWallet: wallets.team,
    liquidityReceiver: wallets.lp,
    swapBackThreshold: parseEther('100000'),
    twitter: 'https://x.com/tax',
    telegram: 'https://t.me/tax',
    website: 'https://tax.example',
  })
}

async function setUp() {
  const amm = await deployAmm()
  const [, , marketingWallet, teamWallet, lpWallet] = await amm.viem.getWalletClients()
  const wallets = {
    marketing: getAddress(marketingWallet!.account.address),
    team: getAddress(teamWallet!.account.address),
    lp: getAddress(lpWallet!.account.address),
  }
  return { ...amm, wallets, lpWallet: lpWallet! }
}

describe('TaxToken', () => {
  it('trades through the router fee-on-transfer paths, swaps back to ETH and adds liquidity', async () => {
    const { viem, publicClient, owner, other, router, weth, wallets, lpWallet, getPair } = await setUp()
    const ownerAddress = getAddress(owner.account.address)
    const trader = getAddress(other.account.address)
    const token = await viem.deployContract('TaxToken', [taxConfig(ownerAddress, router.address, wallets)])
    const pair = await getPair(token.address, weth.address)
    assert.equal(getAddress(await token.read.pair()), getAddress(pair.address))
    assert.equal(await token.read.templateName(), 'TokenBox.TaxToken v1')

    // The owner (fee exempt) adds liquidity before trading starts.
    await token.write.approve([router.address, maxUint256])
    await router.write.addLiquidityETH([token.address, supply / 2n, 0n, 0n, ownerAddress, deadline], {
      value: parseEther('100'),
    })
    const routerAsTrader = await viem.getContractAt('UniswapV2Router02', router.address, {
      client: { wallet: other },
    })
    const tokenAsTrader = await viem.getContractAt('TaxToken', token.address, { client: { wallet: other } })
    // "Unable to trade, please add liquidity or start trading": the pair's revert reaches the wallet.
    await viem.assertions.revertWithCustomError(
      routerAsTrader.write.swapExactETHForTokensSupportingFeeOnTransferTokens(
        [0n, [weth.address, token.address], trader, deadline],
        { value: parseEther('1') },
      ),
      token,
      'TokenTradingNotStarted',
    )
    await viem.assertions.emit(token.write.startTrading(), token, 'TradingStarted')

    // A buy pays 4%: the Transfer to the token carries the swap shares.
    const buyHash = await routerAsTrader.write.swapExactETHForTokensSupportingFeeOnTransferTokens(
      [0n, [weth.address, token.address], trader, deadline],
      { value: parseEther('1') },
    )
    const buyLogs = parseEventLogs({
      abi: token.abi,
      logs: (await publicClient.waitForTransactionReceipt({ hash: buyHash })).logs,
      eventName: 'Transfer',
    })
    const taxed = buyLogs.find((log) => getAddress(log.args.to) === getAddress(token.address))!.args.value
    const bought = await token.read.balanceOf([trader])
    assert.equal(taxed, ((bought + taxed) * 400n) / 10_000n)
    assert.ok((await token.read.pendingSwapBack()) >= parseEther('100000'), 'above the swap-back threshold')

    // A sell swaps back: marketing and team are paid in ETH, the LP receiver gets LP shares.
    const marketingBefore = await publicClient.getBalance({ address: wallets.marketing })
    await tokenAsTrader.write.approve([router.address, maxUint256])
    await viem.assertions.emit(
      routerAsTrader.write.swapExactTokensForETHSupportingFeeOnTransferTokens([
        bought / 2n,
        0n,
        [token.address, weth.address],
        trader,
        deadline,
      ]),
      await viem.getContractAt('TaxSwapEngine', await token.read.swapEngine()),
      'SwappedBack',
    )
    assert.ok((await publicClient.getBalance({ address: wallets.marketing })) > marketingBefore)
    const lpShares = await pair.read.balanceOf([wallets.lp])
    assert.ok(lpShares > 0n, 'liquidity added for the LP receiver')

    // The LP receiver can take its liquidity out through the fee-on-transfer removal path (the
    // router is exempt, so the pair's payment to it is not taxed).
    const pairAsLp = await viem.getContractAt('UniswapV2Pair', pair.address, { client: { wallet: lpWallet } })
    const routerAsLp = await viem.getContractAt('UniswapV2Router02', router.address, {
      client: { wallet: lpWallet },
    })
    await pairAsLp.write.approve([router.address, lpShares])
    await routerAsLp.write.removeLiquidityETHSupportingFeeOnTransferTokens([
      token.address,
      lpShares,
      0n,
      0n,
      wallets.lp,
      deadline,
    ])
    assert.equal(await pair.read.balanceOf([wallets.lp]), 0n)
    assert.ok((await token.read.balanceOf([wallets.lp])) > 0n)
  })

  it('pairs with USDT and swaps tokens for tokens, paying the receivers in USDT', async () => {
    const { viem, owner, other, router, usdt, wallets } = await setUp()
    const ownerAddress = getAddress(owner.account.address)
    const trader = getAddress(other.account.address)
    const token = await viem.deployContract('TaxToken', [
      { ...taxConfig(ownerAddress, router.address, wallets), quoteToken: usdt.address },
    ])
    assert.equal(await token.read.nativeQuote(), false)
    await token.write.approve([router.address, maxUint256])
    await addLiquidity(
      router,
      [token.address, supply / 2n],
      [usdt.address, parseUnits('1000000', 6)],
      ownerAddress,
    )
    await token.write.startTrading()
    await usdt.write.transfer([trader, parseUnits('10000', 6)])
    const { sellForUsdt } = await buyWithUsdt(
      { viem, router, usdt },
      other,
      token.address,
      parseUnits('10000', 6),
    )
    const bought = await token.read.balanceOf([trader])
    await viem.assertions.emit(
      sellForUsdt(bought),
      await viem.getContractAt('TaxSwapEngine', await token.read.swapEngine()),
      'SwappedBack',
    )
    assert.ok((await usdt.read.balanceOf([wallets.marketing])) > 0n)
    assert.ok((await usdt.read.balanceOf([wallets.team])) > 0n)
    assert.equal(await usdt.read.balanceOf([await token.read.swapEngine()]), 0n)
  })

  it('shows every setting a Manage Token screen needs and keeps owner powers to the owner', async () => {
    const { viem, owner, other, router, wallets } = await setUp()
    const ownerAddress = getAddress(owner.account.address)
    const stranger = getAddress(other.account.address)
    const token = await viem.deployContract('TaxToken', [
      {
        ...taxConfig(ownerAddress, router.address, wallets),
        maxWallet: supply / 50n,
        maxTx: supply / 100n,
        inviteBps: [300, 200],
        inviterMinHold: parseEther('1000'),
        minTransferToBind: parseEther('1'),
        buyFees: { ...fourPercent, fomo: 100 },
        fomo: { window: 600, threshold: parseEther('100000'), topWinners: 3, periodRewardBps: 5000 },
        blacklistEnabled: true,
        botBlocks: 3,
        airdropCount: 2,
        cooldownSeconds: 30,
      },
    ])
    assert.deepEqual(await token.read.buyFees(), { ...fourPercent, fomo: 100 })
    assert.deepEqual(await token.read.inviteBps(), [300, 200])
    const [fomo, , candidates] = await token.read.fomoState()
    assert.deepEqual(fomo, {
      window: 600,
      threshold: parseEther('100000'),
      topWinners: 3,
      periodRewardBps: 5000,
    })
    assert.deepEqual(candidates, [])
    assert.equal(await token.read.maxWallet(), supply / 50n)
    assert.equal(await token.read.cooldownSeconds(), 30)
    assert.equal(await token.read.botBlocks(), 3)
    assert.equal(await token.read.airdropCount(), 2)
    assert.equal(await token.read.inviteTotalBps(), 500)
    assert.deepEqual(await token.read.accountInfo([wallets.marketing]), {
      blacklisted: false,
      feeExempt: true,
      walletLimitExempt: true,
      txLimitExempt: true,
      marketPair: false,
      inviter: zeroAddress,
      lastBuyAt: 0,
      lastSellAt: 0,
    })
    assert.equal(await token.read.MAX_TOTAL_FEE_BPS(), 2500)

    await viem.assertions.emitWithArgs(
      token.write.setInfo(['https://x.com/new', 'https://t.me/new', 'https://new.example']),
      token,
      'InfoUpdated',
      ['https://x.com/new', 'https://t.me/new', 'https://new.example'],
    )
    // 1% + 20% + 1% of buy shares plus 5% of invitation shares: 27%, above the 25% cap.
    await viem.assertions.revertWithCustomErrorWithArgs(
      token.write.setFees([{ ...fourPercent, marketing: 2000 }, fourPercent]),
      token,
      'TokenFeeAboveCap',
      [2700n, 2500n],
    )
    const asStranger = await viem.getContractAt('TaxToken', token.address, { client: { wallet: other } })
    await viem.assertions.revertWithCustomErrorWithArgs(
      asStranger.write.setFees([noTaxFees, noTaxFees]),
      token,
      'OwnableUnauthorizedAccount',
      [stranger],
    )
    await viem.assertions.revertWithCustomErrorWithArgs(
      asStranger.write.startTrading(),
      token,
      'OwnableUnauthorizedAccount',
      [stranger],
    )
  })
})
