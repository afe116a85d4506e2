import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { getAddress, maxUint256, parseEther, parseUnits, zeroAddress } from 'viem'
import { deadline, deployAmm } from '../helpers/deployAmm.ts'

const dead = getAddress('0x000000000000000000000000000000000000dEaD')

/** The shared tracker and a test dividend token whose supply sits with the first account. */
async function deployTracker(reportsBalances: boolean, coin: `0x${string}` = zeroAddress) {
  const amm = await deployAmm()
  const { viem, router, owner } = amm
  const tracker = await viem.deployContract('DividendTracker')
  const token = await viem.deployContract('DividendTestToken', [
    tracker.address,
    { coin, shareSource: zeroAddress, minHolding: 0n, claimWait: 3600n },
    [router.address],
    parseEther('1000000'),
    reportsBalances,
  ])
  await token.write.approve([router.address, maxUint256])
  const me = getAddress(owner.account.address)
  return { ...amm, tracker, token, me }
}

describe('DividendTracker', () => {
  it('tracks holders through AMM swaps and pays them in USDT by claim and by process', async () => {
    const { viem, router, weth, usdt, tracker, token, me, other, getPair } = await deployTracker(
      true,
      zeroAddress,
    )
    // Liquidity for the dividend token, then the owner (who holds the rest of the supply) stops
    // earning, as a token excludes its deployer's supply wallet.
    await router.write.addLiquidityETH([token.address, parseEther('500000'), 0n, 0n, me, deadline], {
      value: parseEther('100'),
    })
    const pair = await getPair(token.address, weth.address)
    await token.write.exclude([pair.address, true])
    await token.write.exclude([me, true])
    await token.write.updateSettings([
      { coin: usdt.address, shareSource: zeroAddress, minHolding: 0n, claimWait: 0n },
    ])

    // A buy through the router: the pair sends tokens, the token reports the buyer's balance.
    const buyer = getAddress(other.account.address)
    const routerAsBuyer = await viem.getContractAt('UniswapV2Router02', router.address, {
      client: { wallet: other },
    })
    await routerAsBuyer.write.swapExactETHForTokens([0n, [weth.address, token.address], buyer, deadline], {
      value: parseEther('1'),
    })
    const bought = await token.read.balanceOf([buyer])
    assert.ok(bought > 0n)
    assert.equal(await tracker.read.shareOf([token.address, buyer]), bought, 'the buy reported the balance')
    assert.equal(await tracker.read.shareOf([token.address, pair.address]), 0n, 'the pair never earns')
    const holderWallet = getAddress('0x00000000000000000000000000000000000c0ffe')
    await token.write.transfer([holderWallet, bought])
    assert.equal(await tracker.read.totalShares([token.address]), bought * 2n)

    // USDT arrives in the token (a swap-back would do this), which deposits it: the tracker pulls it.
    const amount = parseUnits('1000', 6)
    await usdt.write.transfer([token.address, amount])
    await viem.assertions.emitWithArgs(
      token.write.depositToken([usdt.address, amount]),
      tracker,
      'DividendsDeposited',
      [getAddress(token.address), amount, amount],
    )
    assert.equal(await usdt.read.balanceOf([tracker.address]), amount)

    const trackerAsBuyer = await viem.getContractAt('DividendTracker', tracker.address, {
      client: { wallet: other },
    })
    // Equal shares: each is owed half, rounded down by at most one unit.
    const owed = await tracker.read.withdrawableOf([token.address, buyer])
    assert.ok(owed <= amount / 2n && owed + 1n >= amount / 2n)
    await viem.assertions.emitWithArgs(trackerAsBuyer.write.claim([token.address]), tracker, 'DividendPaid', [
      getAddress(token.address),
      buyer,
      buyer,
      owed,
      false,
    ])
    assert.equal(await usdt.read.balanceOf([buyer]), owed)

    // Anyone may process; it is sent with a fixed gas limit because it stops when gas runs low.
    await tracker.write.process([token.address, 2_000_000n], { gas: 3_000_000n })
    assert.equal(await usdt.read.balanceOf([holderWallet]), owed, 'paid by process')
    const book = await tracker.read.getBook([token.address])
    assert.equal(book.totalDistributed, amount)
    assert.equal(book.totalWithdrawn, owed * 2n)
    assert.equal(await usdt.read.balanceOf([tracker.address]), amount - owed * 2n, 'the dust stays')
    assert.equal(book.holderCount, 2n)
    const holder = await tracker.read.getHolder([token.address, holderWallet])
    assert.equal(holder.withdrawn, owed)
    assert.equal(holder.withdrawable, 0n)
    assert.ok(holder.lastClaimAt > 0n)
  })

  it('LP mode: shares are LP staked in the tracker, never LP balances; the locked liquidity never earns', async () => {
    const { viem, router, weth, tracker, token, me, other, getPair } = await deployTracker(false)
    await router.write.addLiquidityETH([token.address, parseEther('100000'), 0n, 0n, me, deadline], {
      value: parseEther('10'),
    })
    const pair = await getPair(token.address, weth.address)
    await token.write.exclude([pair.address, true])
    // LP mode from here: shares are the pair's LP balances, at least 1 LP unit to earn.
    await viem.assertions.emitWithArgs(
      token.write.updateSettings([
        { coin: zeroAddress, shareSource: pair.address, minHolding: parseEther('1'), claimWait: 3600n },
      ]),
      tracker,
      'DividendSettingsUpdated',
      [getAddress(token.address), zeroAddress, getAddress(pair.address), parseEther('1'), 3600n],
    )

    // A second provider adds a quarter of the first one's liquidity.
    const provider = getAddress(other.account.address)
    await token.write.transfer([provider, parseEther('25000')])
    const tokenAsProvider = await viem.getContractAt('DividendTestToken', token.address, {
      client: { wallet: other },
    })
    await tokenAsProvider.write.approve([router.address, maxUint256])
    const routerAsProvider = await viem.getContractAt('UniswapV2Router02', router.address, {
      client: { wallet: other },
    })
    const trackerForProvider = await viem.getContractAt('DividendTracker', tracker.address, {
      client: { wallet: other },
    })
    await routerAsProvider.write.addLiquidityETH(
      [token.address, parseEther('25000'), 0n, 0n, provider, deadline],
      { value: parseEther('2.5') },
    )
    const lpOwner = await pair.read.balanceOf([me])
    const lpProvider = await pair.read.balanceOf([provider])
    assert.ok(lpOwner > 0n && lpProvider > 0n)
    assert.equal(await tracker.read.shareOf([token.address, provider]), 0n, 'LP is not the token balance')

    // A staking book: syncing LP balances counts nothing; only staked LP earns.
    await tracker.write.syncShares([token.address, [me, provider, dead]])
    assert.equal(await tracker.read.totalShares([token.address]), 0n, 'held LP never earns')
    await pair.write.approve([tracker.address, lpOwner])
    await tracker.write.stake([token.address, lpOwner])
    await pairAsProviderApprove(lpProvider)
    await trackerAsProvider().write.stake([token.address, lpProvider])
    assert.equal(await tracker.read.shareOf([token.address, me]), lpOwner)
    assert.equal(await tracker.read.shareOf([token.address, provider]), lpProvider)
    assert.equal(
      await pair.read.balanceOf([tracker.address]),
      lpOwner + lpProvider,
      'the tracker holds the stakes',
    )

    await token.write.depositNative({ value: parseEther('5') })
    const owedOwner = await tracker.read.withdrawableOf([token.address, me])
    const owedProvider = await tracker.read.withdrawableOf([token.address, provider])
    assert.ok(owedOwner + owedProvider <= parseEther('5'), 'never over-pays')
    assert.ok(parseEther('5') - (owedOwner + owedProvider) <= 2n, 'dust only')
    const proRata = (parseEther('5') * lpProvider) / (lpOwner + lpProvider)
    assert.ok(owedProvider <= proRata && owedProvider + 1n >= proRata, 'pro rata to the stakes')

    // The provider unstakes and removes all liquidity: no more share, but the earned coin stays owed
    // until process pays it, then the provider leaves the queue.
    await trackerAsProvider().write.unstake([token.address, lpProvider])
    assert.equal(await pair.read.balanceOf([provider]), lpProvider, 'LP back in full')
    const pairAsProvider = await viem.getContractAt('UniswapV2Pair', pair.address, {
      client: { wallet: other },
    })
    await pairAsProvider.write.approve([router.address, maxUint256])
    await routerAsProvider.write.removeLiquidityETH([token.address, lpProvider, 0n, 0n, provider, deadline])
    assert.equal(await tracker.read.shareOf([token.address, provider]), 0n)
    assert.equal(await tracker.read.withdrawableOf([token.address, provider]), owedProvider)
    assert.equal(await tracker.read.holderCount([token.address]), 2n, 'queued while owed')
    await tracker.write.process([token.address, 2_000_000n], { gas: 3_000_000n })
    assert.equal(await tracker.read.withdrawnOf([token.address, provider]), owedProvider)
    assert.equal(await tracker.read.holderCount([token.address]), 1n, 'left the queue once paid')

    async function pairAsProviderApprove(amount: bigint) {
      const pairAs = await viem.getContractAt('UniswapV2Pair', pair.address, { client: { wallet: other } })
      await pairAs.write.approve([tracker.address, amount])
    }
    function trackerAsProvider() {
      return trackerForProvider
    }
  })

  it('refuses writes from unregistered callers and a second registration', async () => {
    const { viem, tracker, token, other } = await deployTracker(true)
    const stranger = getAddress(other.account.address)
    const trackerAsStranger = await viem.getContractAt('DividendTracker', tracker.address, {
      client: { wallet: other },
    })
    await viem.assertions.revertWithCustomErrorWithArgs(
      trackerAsStranger.write.setShare([stranger, 1n]),
      tracker,
      'DividendTokenNotRegistered',
      [stranger],
    )
    await viem.assertions.revertWithCustomErrorWithArgs(
      token.write.registerAgain([
        { coin: zeroAddress, shareSource: zeroAddress, minHolding: 0n, claimWait: 0n },
      ]),
      tracker,
      'DividendAlreadyRegistered',
      [getAddress(token.address)],
    )
    assert.equal(await tracker.read.templateName(), 'TokenBox.DividendTracker v1')
    assert.equal(await tracker.read.version(), 1n)
  })
})
