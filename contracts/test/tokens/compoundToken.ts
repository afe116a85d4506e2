import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { rebasingTokenParameters } from '@tokenbox/core/testing/testTokenParameters.ts'
import { constructorConfigOf } from '@tokenbox/core/tokens/constructorConfigOf.ts'
import { getAddress, maxUint256, parseEther, zeroAddress } from 'viem'
import { addLiquidity, deadline, deployAmm } from '../helpers/deployAmm.ts'

type Address = `0x${string}`

/** What the compound form sends: 1% per hour from `startTime`, up to 100x, auto rebase, no fees. */
function compoundConfig(owner: Address, router: Address, startTime: bigint) {
  return constructorConfigOf(
    rebasingTokenParameters(owner, router, parseEther('1000000'), startTime, {
      name: 'Compound',
      symbol: 'CMP',
    }),
  )
}

/** The AMM, a compound token paired with the native coin and 500,000 tokens + 100 ETH of liquidity. */
async function deployCompoundWithPool(overrides: Partial<ReturnType<typeof compoundConfig>> = {}) {
  const amm = await deployAmm()
  const { viem, connection, owner, other, router, getPair, weth } = amm
  const [, , marketingWallet, stranger] = await viem.getWalletClients()
  const now = BigInt(await connection.networkHelpers.time.latest())
  const startTime = now + 86_400n
  const config = {
    ...compoundConfig(getAddress(owner.account.address), router.address, startTime),
    marketingWallet: getAddress(marketingWallet!.account.address),
    ...overrides,
  }
  const token = await viem.deployContract('CompoundToken', [config])
  await token.write.approve([router.address, maxUint256])
  await router.write.addLiquidityETH(
    [token.address, parseEther('500000'), 0n, 0n, owner.account.address, deadline],
    { value: parseEther('100') },
  )
  const quote = config.quoteToken === zeroAddress ? weth.address : config.quoteToken
  const pair = await getPair(token.address, quote)
  const asTrader = await viem.getContractAt('CompoundToken', token.address, { client: { wallet: other } })
  const routerAsTrader = await viem.getContractAt('UniswapV2Router02', router.address, {
    client: { wallet: other },
  })
  await asTrader.write.approve([router.address, maxUint256])

  const tokenReserve = async () => {
    const [reserve0, reserve1] = await pair.read.getReserves()
    return getAddress(await pair.read.token0()) === getAddress(token.address) ? reserve0 : reserve1
  }
  /** Moves the next block's time to the `k`-th interval boundary. */
  const atBoundary = async (k: bigint) => {
    await connection.networkHelpers.time.setNextBlockTimestamp(config.startTime + k * config.interval)
  }
  return {
    ...amm,
    config,
    token,
    pair,
    asTrader,
    routerAsTrader,
    trader: getAddress(other.account.address),
    marketing: getAddress(marketingWallet!.account.address),
    stranger: stranger!,
    tokenReserve,
    atBoundary,
  }
}

describe('CompoundToken', () => {
  it('refuses a compounding time that is not in the future, with its arguments', async () => {
    const { viem, connection, owner, router } = await deployAmm()
    const now = BigInt(await connection.networkHelpers.time.latest())
    const config = compoundConfig(getAddress(owner.account.address), router.address, now + 100n)
    const accepted = await viem.deployContract('CompoundToken', [config])
    assert.equal(await accepted.read.templateName(), 'TokenBox.CompoundToken v1')

    const startTime = BigInt(await connection.networkHelpers.time.latest())
    await assert.rejects(viem.deployContract('CompoundToken', [{ ...config, startTime }]), (error: Error) =>
      new RegExp(`TokenCompoundStartNotInFuture\\(${startTime}, \\d+\\)`).test(error.message),
    )
  })

  it('creates its pair at deployment and shows the schedule, fees and exemptions', async () => {
    const { token, pair, config, weth, router, marketing, owner } = await deployCompoundWithPool({
      buyFeeBps: 300,
      sellFeeBps: 500,
    })
    assert.equal(getAddress(await token.read.pair()), getAddress(pair.address))
    assert.equal(getAddress(await token.read.quoteToken()), getAddress(weth.address))
    assert.equal(getAddress(await token.read.router()), getAddress(router.address))
    assert.equal(await token.read.rate(), 1_000_000)
    assert.equal(await token.read.RATE_DENOMINATOR(), 100_000_000n)
    assert.equal(await token.read.interval(), 3600n)
    assert.equal(await token.read.startTime(), config.startTime)
    assert.equal(await token.read.nextRebaseAt(), config.startTime + 3600n)
    assert.equal(await token.read.maxSupply(), parseEther('100000000'))
    assert.equal(await token.read.autoRebase(), true)
    assert.equal(await token.read.buyFeeBps(), 300)
    assert.equal(await token.read.sellFeeBps(), 500)
    assert.equal(getAddress(await token.read.marketingWallet()), marketing)
    assert.equal(await token.read.isFeeExempt([owner.account.address]), true)
    assert.equal(await token.read.isFeeExempt([marketing]), true)
    assert.equal(
      await token.read.balanceOf([pair.address]),
      parseEther('500000'),
      'the exempt owner paid no fee',
    )
  })

  it('buys and sells through the router across rebases; fees go to marketing; the pair stays in sync', async () => {
    const {
      token,
      pair,
      weth,
      trader,
      marketing,
      asTrader,
      routerAsTrader,
      tokenReserve,
      atBoundary,
      publicClient,
    } = await deployCompoundWithPool({ buyFeeBps: 300, sellFeeBps: 500 })

    await routerAsTrader.write.swapExactETHForTokensSupportingFeeOnTransferTokens(
      [0n, [weth.address, token.address], trader, deadline],
      { value: parseEther('1') },
    )
    const bought = await token.read.balanceOf([trader])
    const buyFee = await token.read.balanceOf([marketing])
    assert.ok(bought > 0n)
    assert.equal(buyFee, ((bought + buyFee) * 300n) / 10_000n, 'a 3% buy fee in tokens')

    // The first sell after the boundary rebases (two intervals) and syncs the pair before the
    // tokens arrive, so the fee-on-transfer path prices only what was really sold.
    await atBoundary(2n)
    const traderBefore = await token.read.balanceOf([trader])
    const sold = traderBefore / 2n
    const hash = await routerAsTrader.write.swapExactTokensForETHSupportingFeeOnTransferTokens([
      sold,
      0n,
      [token.address, weth.address],
      trader,
      deadline,
    ])
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    assert.equal(receipt.status, 'success')
    assert.equal(await token.read.epoch(), 2)
    const grownTrader = (traderBefore * 10_201n) / 10_000n
    const traderAfter = await token.read.balanceOf([trader])
    assert.ok(
      traderAfter >= grownTrader - sold - 2n && traderAfter <= grownTrader - sold + 2n,
      'grew 1.01^2, then sold',
    )
    const sellFee = (sold * 500n) / 10_000n
    const marketingAfter = await token.read.balanceOf([marketing])
    const grownFee = (buyFee * 10_201n) / 10_000n
    assert.ok(
      marketingAfter >= grownFee + sellFee - 2n && marketingAfter <= grownFee + sellFee + 2n,
      '5% sell fee',
    )
    assert.equal(await tokenReserve(), await token.read.balanceOf([pair.address]), 'reserve = balance')

    const rebased = await publicClient.getContractEvents({
      address: token.address,
      abi: token.abi,
      eventName: 'Rebased',
      fromBlock: receipt.blockNumber,
      toBlock: receipt.blockNumber,
    })
    assert.equal(rebased.length, 1)
    assert.equal(rebased[0]!.args.epoch, 2n)
    assert.equal(rebased[0]!.args.totalSupply, await token.read.totalSupply())

    // A buy after the next boundary does not rebase: the pair sends inside its own lock, where it
    // could not sync. The next transfer that is not from the pair does.
    await atBoundary(3n)
    await routerAsTrader.write.swapExactETHForTokensSupportingFeeOnTransferTokens(
      [0n, [weth.address, token.address], trader, deadline],
      { value: parseEther('1') },
    )
    assert.equal(await token.read.epoch(), 2)
    assert.equal(await tokenReserve(), await token.read.balanceOf([pair.address]))
    await asTrader.write.transfer([marketing, 1n])
    assert.equal(await token.read.epoch(), 3)
    assert.equal(await tokenReserve(), await token.read.balanceOf([pair.address]))
  })

  it('a plain (not fee-on-transfer) sell reverts only when it is the transfer that rebases', async () => {
    const { viem, token, pair, weth, trader, routerAsTrader, atBoundary, connection, stranger } =
      await deployCompoundWithPool()
    await routerAsTrader.write.swapExactETHForTokens([0n, [weth.address, token.address], trader, deadline], {
      value: parseEther('1'),
    })
    const sellPath = [token.address, weth.address]
    const held = await token.read.balanceOf([trader])

    // The router prices on the reserves before the rebase; the sync in the transfer moves them.
    await atBoundary(1n)
    await viem.assertions.revertWithCustomError(
      routerAsTrader.write.swapExactTokensForETH([held / 4n, 0n, sellPath, trader, deadline]),
      pair,
      'AmmKInvariant',
    )
    // Once anyone has rebased, plain swaps work again until the next boundary.
    const asStranger = await viem.getContractAt('CompoundToken', token.address, {
      client: { wallet: stranger },
    })
    await asStranger.write.rebase()
    await routerAsTrader.write.swapExactTokensForETH([held / 4n, 0n, sellPath, trader, deadline])
    await connection.networkHelpers.time.increase(60)
    await routerAsTrader.write.swapExactTokensForETH([held / 4n, 0n, sellPath, trader, deadline])
  })

  it('manual rebase: transfers do not rebase; anyone calls rebase(), which syncs the pair', async () => {
    const { viem, connection, token, pair, trader, stranger, atBoundary, tokenReserve, config, owner } =
      await deployCompoundWithPool({ autoRebase: false })
    await token.write.transfer([trader, parseEther('1000')])
    const asStranger = await viem.getContractAt('CompoundToken', token.address, {
      client: { wallet: stranger },
    })
    await viem.assertions.revertWithCustomError(asStranger.write.rebase(), token, 'TokenRebaseNotDue')

    await atBoundary(5n)
    await token.write.transfer([trader, 1n])
    assert.equal(await token.read.epoch(), 0, 'transfers do not rebase')
    assert.equal(await token.read.pendingIntervals(), 5n)
    assert.equal(await token.read.nextRebaseAt(), config.startTime + 3600n, 'overdue')

    await viem.assertions.emit(asStranger.write.rebase(), pair, 'Sync')
    assert.equal(await token.read.epoch(), 5)
    assert.equal(await token.read.lastRebaseAt(), BigInt(await connection.networkHelpers.time.latest()))
    assert.equal(await tokenReserve(), await token.read.balanceOf([pair.address]))
    const expected = (parseEther('1000') * 105_101_005_01n) / 100_000_000_00n // 1.01^5
    const balance = await token.read.balanceOf([trader])
    assert.ok(balance >= expected - 2n && balance <= expected + 2n, `${balance} vs ${expected}`)
    assert.ok(
      (await token.read.balanceOf([owner.account.address])) +
        balance +
        (await token.read.balanceOf([pair.address])) <=
        (await token.read.totalSupply()),
    )
  })

  it('pairs with an ERC-20 quote token and trades through it', async () => {
    const amm = await deployAmm()
    const { viem, connection, owner, router, usdt, getPair } = amm
    const ownerAddress = getAddress(owner.account.address)
    const startTime = BigInt(await connection.networkHelpers.time.latest()) + 600n
    const token = await viem.deployContract('CompoundToken', [
      {
        ...compoundConfig(ownerAddress, router.address, startTime),
        quoteToken: usdt.address,
        sellFeeBps: 1000,
      },
    ])
    const pair = await getPair(token.address, usdt.address)
    assert.equal(getAddress(await token.read.pair()), getAddress(pair.address))
    await token.write.approve([router.address, maxUint256])
    await addLiquidity(
      router,
      [token.address, parseEther('100000')],
      [usdt.address, 1_000_000_000n],
      ownerAddress,
    )
    await token.write.setFeeExempt([ownerAddress, false])
    await connection.networkHelpers.time.increaseTo(startTime + 3600n)
    const usdtBefore = await usdt.read.balanceOf([ownerAddress])
    await router.write.swapExactTokensForTokensSupportingFeeOnTransferTokens([
      parseEther('1000'),
      0n,
      [token.address, usdt.address],
      ownerAddress,
      deadline,
    ])
    assert.ok((await usdt.read.balanceOf([ownerAddress])) > usdtBefore, 'sold for USDT')
    assert.equal(await token.read.epoch(), 1, 'the sell rebased')
    const [reserve0, reserve1] = await pair.read.getReserves()
    const tokenIs0 = getAddress(await pair.read.token0()) === getAddress(token.address)
    assert.equal(tokenIs0 ? reserve0 : reserve1, await token.read.balanceOf([pair.address]))
    assert.equal((await token.read.balanceOf([ownerAddress])) > 0n, true)
  })

  it('removes liquidity through the fee-on-transfer path after a boundary; the next transfer rebases', async () => {
    const { token, pair, router, owner, trader, atBoundary, tokenReserve } = await deployCompoundWithPool()
    const shares = await pair.read.balanceOf([owner.account.address])
    await pair.write.approve([router.address, maxUint256])
    await atBoundary(1n)
    await router.write.removeLiquidityETHSupportingFeeOnTransferTokens([
      token.address,
      shares / 2n,
      0n,
      0n,
      owner.account.address,
      deadline,
    ])
    // The router's payout to the owner rebased (the pair's payout to the router could not).
    assert.equal(await token.read.epoch(), 1)
    assert.equal(await tokenReserve(), await token.read.balanceOf([pair.address]))
    await token.write.transfer([trader, 1n])
    assert.equal(await tokenReserve(), await token.read.balanceOf([pair.address]))
  })
})
