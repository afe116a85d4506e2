import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { noTaxFees } from '@tokenbox/core/testing/testTokenParameters.ts'
import {
  type Address,
  getAddress,
  getCreate2Address,
  type Hex,
  keccak256,
  maxUint256,
  parseEther,
  parseEventLogs,
  parseUnits,
  toBytes,
  zeroAddress,
} from 'viem'
import { addLiquidity, addStableLiquidity, deadline, deployAmm } from '../helpers/deployAmm.ts'
import { dividendTaxConfig } from '../helpers/dividendTaxConfig.ts'
import { buyWithUsdt } from '../helpers/tradeThroughUsdt.ts'

const supply = parseEther('1000000000')
/** What the "dividend" form sends as the first constructor argument, its receivers `wallet`. */
function taxConfig(owner: Address, router: Address, wallet: Address, quoteToken: Address = zeroAddress) {
  return dividendTaxConfig({
    owner,
    router,
    initialSupply: supply,
    quoteToken,
    marketingWallet: wallet,
    teamWallet: wallet,
    liquidityReceiver: wallet,
  })
}

/** The second constructor argument: a DividendConfig (the owner's supply wallet does not earn). */
function dividendConfig(tracker: Address, coin: Address, owner: Address, processGas = 300_000) {
  return { tracker, coin, minHolding: 0n, claimWait: 0n, processGas, excluded: [owner] }
}

async function setUp() {
  const amm = await deployAmm()
  const wallets = await amm.viem.getWalletClients()
  const [, , marketing, provider, holderWallet] = wallets
  // "This chain has no dividend contract": the UI deploys the shared tracker first (no arguments).
  const tracker = await amm.viem.deployContract('DividendTracker')
  return {
    ...amm,
    tracker,
    me: getAddress(amm.owner.account.address),
    trader: getAddress(amm.other.account.address),
    marketing: getAddress(marketing!.account.address),
    provider: provider!,
    holder: getAddress(holderWallet!.account.address),
  }
}

describe('DividendToken', () => {
  it('pays native-coin dividends from router sells that swap back, processing when the sell carries the gas', async () => {
    const { viem, publicClient, router, weth, tracker, me, trader, marketing, holder, other } = await setUp()
    const token = await viem.deployContract('DividendToken', [
      taxConfig(me, router.address, marketing),
      dividendConfig(tracker.address, zeroAddress, me),
    ])
    assert.equal(await token.read.templateName(), 'TokenBox.DividendToken v1')
    assert.equal(await tracker.read.isRegistered([token.address]), true)
    await token.write.approve([router.address, maxUint256])
    await router.write.addLiquidityETH([token.address, supply / 2n, 0n, 0n, me, deadline], {
      value: parseEther('100'),
    })
    await token.write.startTrading()
    await token.write.transfer([holder, parseEther('3000000')])

    const routerAsTrader = await viem.getContractAt('UniswapV2Router02', router.address, {
      client: { wallet: other },
    })
    const tokenAsTrader = await viem.getContractAt('DividendToken', token.address, {
      client: { wallet: other },
    })
    // A buy of about 4.9M tokens: 5% tax reaches the 100,000-token swap-back threshold.
    await routerAsTrader.write.swapExactETHForTokensSupportingFeeOnTransferTokens(
      [0n, [weth.address, token.address], trader, deadline],
      { value: parseEther('1') },
    )
    const bought = await token.read.balanceOf([trader])
    assert.equal(await tracker.read.shareOf([token.address, trader]), bought, 'the buy reported the buyer')
    await tokenAsTrader.write.approve([router.address, maxUint256])

    // A sell with the wallet's estimate: the swap-back deposits the reward share; the estimate
    // leaves no room for processing, so nobody is paid in it.
    const sell = (amount: bigint, gas?: bigint) =>
      routerAsTrader.write.swapExactTokensForETHSupportingFeeOnTransferTokens(
        [amount, 0n, [token.address, weth.address], trader, deadline],
        gas === undefined ? {} : { gas },
      )
    const estimatedHash = await sell(bought / 10n)
    const estimated = await publicClient.waitForTransactionReceipt({ hash: estimatedHash })
    const deposited = parseEventLogs({
      abi: tracker.abi,
      logs: estimated.logs,
      eventName: 'DividendsDeposited',
    })
    assert.equal(deposited.length, 1, 'the reward share was deposited')
    assert.equal(
      parseEventLogs({ abi: tracker.abi, logs: estimated.logs, eventName: 'DividendPaid' }).length,
      0,
    )
    const distributed = await tracker.read.totalDistributed([token.address])
    assert.ok(distributed > 0n)
    const holderOwed = await tracker.read.withdrawableOf([token.address, holder])
    assert.ok(holderOwed > 0n, 'the holder earned')

    // A wallet transfer sent with the estimate plus processGas and the reserve pays holders.
    const transferGas = await tokenAsTrader.estimateGas.transfer([holder, 1n])
    const holderBalance = await publicClient.getBalance({ address: holder })
    const paidHash = await tokenAsTrader.write.transfer([holder, 1n], {
      gas: transferGas + 300_000n + 150_000n,
    })
    const paid = parseEventLogs({
      abi: tracker.abi,
      logs: (await publicClient.waitForTransactionReceipt({ hash: paidHash })).logs,
      eventName: 'DividendPaid',
    })
    assert.ok(paid.length >= 1, 'processing paid holders')
    assert.equal((await publicClient.getBalance({ address: holder })) - holderBalance, holderOwed)
    assert.equal(await tracker.read.withdrawableOf([token.address, holder]), 0n)

    // Manual dividend: the owner adds native coin; anyone processes through the tracker with a fixed
    // gas limit; a holder claims.
    await viem.assertions.emitWithArgs(
      tracker.write.distribute([token.address, parseEther('1')], { value: parseEther('1') }),
      tracker,
      'DividendsGiven',
      [getAddress(token.address), getAddress(me), parseEther('1')],
    )
    const trackerAsTrader = await viem.getContractAt('DividendTracker', tracker.address, {
      client: { wallet: other },
    })
    await viem.assertions.emit(trackerAsTrader.write.claim([token.address]), tracker, 'DividendPaid')
    await viem.assertions.emit(
      trackerAsTrader.write.process([token.address, 1_000_000n], { gas: 1_500_000n }),
      tracker,
      'DividendsProcessed',
    )
    assert.equal(await tracker.read.withdrawableOf([token.address, holder]), 0n)
  })

  it('pays a third coin (USDC) swapped from a USDT quote through the router', async () => {
    const { viem, router, usdt, usdc, tracker, me, trader, marketing, holder, other } = await setUp()
    await addStableLiquidity({ router, usdt, usdc }, '100000', me)
    const token = await viem.deployContract('DividendToken', [
      taxConfig(me, router.address, marketing, usdt.address),
      dividendConfig(tracker.address, usdc.address, me, 0),
    ])
    await token.write.approve([router.address, maxUint256])
    await addLiquidity(router, [token.address, supply / 2n], [usdt.address, parseUnits('100000', 6)], me)
    await token.write.startTrading()
    await token.write.transfer([holder, parseEther('3000000')])
    await usdt.write.transfer([trader, parseUnits('10000', 6)])
    const { sellForUsdt } = await buyWithUsdt(
      { viem, router, usdt },
      other,
      token.address,
      parseUnits('1000', 6),
    )
    const bought = await token.read.balanceOf([trader])
    await viem.assertions.emit(
      sellForUsdt(bought / 2n),
      await viem.getContractAt('TaxSwapEngine', await token.read.swapEngine()),
      'SwappedBack',
    )
    const distributed = await tracker.read.totalDistributed([token.address])
    assert.ok(distributed > 0n, 'USDC deposited')
    assert.equal(await usdc.read.balanceOf([tracker.address]), distributed)
    const owed = await tracker.read.withdrawableOf([token.address, holder])
    assert.ok(owed > 0n)
    assert.equal(await usdt.read.balanceOf([token.address]), 0n, 'no quote coin left in the token')
    assert.equal(await usdc.read.balanceOf([token.address]), 0n, 'no dividend coin left in the token')

    // Owner-only powers, with the tracker's settings behind them (the tracker announces the change).
    await viem.assertions.emitWithArgs(
      token.write.setDividendRules([parseEther('1000'), 3600n]),
      tracker,
      'DividendSettingsUpdated',
      [
        getAddress(token.address),
        getAddress(usdc.address),
        getAddress(token.address),
        parseEther('1000'),
        3600n,
      ],
    )
    assert.equal(await tracker.read.minHolding([token.address]), parseEther('1000'))
    const tokenAsTrader = await viem.getContractAt('DividendToken', token.address, {
      client: { wallet: other },
    })
    await viem.assertions.revertWithCustomErrorWithArgs(
      tokenAsTrader.write.setDividendExcluded([holder, true]),
      token,
      'OwnableUnauthorizedAccount',
      [trader],
    )
    await viem.assertions.revertWithCustomErrorWithArgs(
      token.write.setProcessGas([600_000n]),
      token,
      'TokenProcessGasOutOfRange',
      [600_000n, 300_000n, 500_000n],
    )
  })
})

describe('dividend templates and the tax token', () => {
  it('share the one swap engine of the chain, at the address of its code', async () => {
    const { viem, publicClient, router, tracker, me, marketing } = await setUp()
    // TaxToken refuses a reward share.
    const tax = await viem.deployContract('TaxToken', [
      { ...taxConfig(me, router.address, marketing), sellFees: noTaxFees, buyFees: noTaxFees },
    ])
    const dividend = await viem.deployContract('DividendToken', [
      taxConfig(me, router.address, marketing),
      dividendConfig(tracker.address, zeroAddress, me),
    ])
    const lp = await viem.deployContract('LpDividendToken', [
      taxConfig(me, router.address, marketing),
      dividendConfig(tracker.address, zeroAddress, me),
    ])
    const engine = await tax.read.swapEngine()
    assert.equal(await dividend.read.swapEngine(), engine)
    assert.equal(await lp.read.swapEngine(), engine)
    const artifact = await import(
      '../../artifacts/src/tokens/templates/base/TaxSwapEngine.sol/TaxSwapEngine.json',
      {
        with: { type: 'json' },
      }
    )
    assert.equal(
      getCreate2Address({
        from: '0x4e59b44847b379578588920cA78FbF26c0B4956C',
        salt: keccak256(toBytes('TokenBox shared contracts')),
        bytecode: artifact.default.bytecode as Hex,
      }),
      engine,
      'the CREATE2 address of the compiled engine',
    )
    assert.equal(await publicClient.getCode({ address: engine }), artifact.default.deployedBytecode)
  })
})

describe('LpDividendToken', () => {
  it('pays liquidity providers by the LP they stake in the tracker, added and removed through the router', async () => {
    const { viem, router, weth, tracker, me, marketing, provider, other, getPair } = await setUp()
    const token = await viem.deployContract('LpDividendToken', [
      taxConfig(me, router.address, marketing),
      dividendConfig(tracker.address, zeroAddress, me, 0),
    ])
    assert.equal(await token.read.templateName(), 'TokenBox.LpDividendToken v1')
    await token.write.approve([router.address, maxUint256])
    await router.write.addLiquidityETH([token.address, supply / 2n, 0n, 0n, me, deadline], {
      value: parseEther('100'),
    })
    await token.write.startTrading()
    const pair = await getPair(token.address, weth.address)
    assert.equal(getAddress(await tracker.read.shareSource([token.address])), getAddress(pair.address))

    // Two providers add liquidity (as ordinary holders they pay the 5% sell tax on the tokens), then
    // stake their LP in the tracker: only staked LP earns.
    const providers = [other, provider]
    const addresses = providers.map((wallet) => getAddress(wallet.account.address))
    for (const [index, wallet] of providers.entries()) {
      await token.write.transfer([addresses[index]!, parseEther('10000000')])
      const tokenAs = await viem.getContractAt('LpDividendToken', token.address, { client: { wallet } })
      const routerAs = await viem.getContractAt('UniswapV2Router02', router.address, { client: { wallet } })
      await tokenAs.write.approve([router.address, maxUint256])
      await routerAs.write.addLiquidityETH(
        [token.address, parseEther(index === 0 ? '1000000' : '3000000'), 0n, 0n, addresses[index]!, deadline],
        { value: parseEther('10') },
      )
    }
    // The second add paid 5% tax on its tokens, reaching the swap-back threshold: its reward share was
    // deposited while nobody had staked, so it waits for the next deposit that finds stakes.
    const heldBack = (await tracker.read.getBook([token.address])).undistributed
    assert.ok(heldBack > 0n, 'the swap-back during the add deposited')
    const lp = await Promise.all(addresses.map((address) => pair.read.balanceOf([address])))
    for (const [index, wallet] of providers.entries()) {
      const pairAs = await viem.getContractAt('UniswapV2Pair', pair.address, { client: { wallet } })
      const trackerAs = await viem.getContractAt('DividendTracker', tracker.address, { client: { wallet } })
      await pairAs.write.approve([tracker.address, lp[index]!])
      await trackerAs.write.stake([token.address, lp[index]!])
      assert.equal(await tracker.read.shareOf([token.address, addresses[index]!]), lp[index])
    }

    const deposit = parseEther('4')
    await tracker.write.distribute([token.address, deposit], { value: deposit })
    const owed = await Promise.all(
      addresses.map((address) => tracker.read.withdrawableOf([token.address, address])),
    )
    const totalLp = lp[0]! + lp[1]!
    for (const index of [0, 1]) {
      const expected = ((deposit + heldBack) * lp[index]!) / totalLp
      assert.ok(owed[index]! <= expected && owed[index]! + 2n >= expected, 'in proportion to the stake')
    }

    // The second provider takes half its stake back and removes that liquidity.
    const trackerAsProvider = await viem.getContractAt('DividendTracker', tracker.address, {
      client: { wallet: provider },
    })
    await trackerAsProvider.write.unstake([token.address, lp[1]! / 2n])
    const pairAsProvider = await viem.getContractAt('UniswapV2Pair', pair.address, {
      client: { wallet: provider },
    })
    const routerAsProvider = await viem.getContractAt('UniswapV2Router02', router.address, {
      client: { wallet: provider },
    })
    await pairAsProvider.write.approve([router.address, maxUint256])
    await routerAsProvider.write.removeLiquidityETHSupportingFeeOnTransferTokens([
      token.address,
      lp[1]! / 2n,
      0n,
      0n,
      addresses[1]!,
      deadline,
    ])
    assert.equal(await tracker.read.shareOf([token.address, addresses[1]!]), lp[1]! - lp[1]! / 2n)
    assert.equal(await tracker.read.stakedOf([token.address, addresses[1]!]), lp[1]! - lp[1]! / 2n)
  })
})
