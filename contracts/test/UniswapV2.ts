import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { seededRandom } from '@tokenbox/core/testing/seededRandom.ts'
import { getAddress, getContractAddress, keccak256, parseEther, parseUnits, zeroAddress } from 'viem'
import { addStableLiquidity, deadline, deployAmm } from './helpers/deployAmm.ts'
import { pairDomain, removeLiquidityWithPermit, signPairPermit } from './helpers/signPairPermit.ts'

describe('UniswapV2Factory', () => {
  it('creates pairs at their CREATE2 address and lists them', async () => {
    const { viem, factory, router, usdt, usdc, weth } = await deployAmm()
    const pairArtifactHash = await factory.read.INIT_CODE_PAIR_HASH()
    assert.equal(await router.read.pairInitCodeHash(), pairArtifactHash)

    await viem.assertions.emit(factory.write.createPair([usdt.address, usdc.address]), factory, 'PairCreated')
    const pair = await factory.read.getPair([usdt.address, usdc.address])
    assert.equal(await factory.read.getPair([usdc.address, usdt.address]), pair)
    const [token0, token1] =
      BigInt(usdt.address) < BigInt(usdc.address)
        ? [usdt.address, usdc.address]
        : [usdc.address, usdt.address]
    const salt = keccak256(`${token0}${token1.slice(2)}`)
    assert.equal(
      getContractAddress({ opcode: 'CREATE2', from: factory.address, salt, bytecodeHash: pairArtifactHash }),
      pair,
    )

    await factory.write.createPair([weth.address, usdt.address])
    assert.equal(await factory.read.allPairsLength(), 2n)
    assert.equal(await factory.read.allPairs([0n]), pair)
    const pairContract = await viem.getContractAt('UniswapV2Pair', pair)
    assert.equal(getAddress(await pairContract.read.token0()), getAddress(token0))
    assert.equal(getAddress(await pairContract.read.factory()), getAddress(factory.address))
  })

  it('refuses identical, zero and duplicate tokens', async () => {
    const { viem, factory, usdt, usdc } = await deployAmm()
    await viem.assertions.revertWithCustomErrorWithArgs(
      factory.write.createPair([usdt.address, usdt.address]),
      factory,
      'AmmIdenticalAddresses',
      [getAddress(usdt.address)],
    )
    await viem.assertions.revertWithCustomError(
      factory.write.createPair([zeroAddress, usdt.address]),
      factory,
      'AmmZeroAddress',
    )
    await factory.write.createPair([usdt.address, usdc.address])
    await viem.assertions.revertWithCustomErrorWithArgs(
      factory.write.createPair([usdc.address, usdt.address]),
      factory,
      'AmmPairExists',
      [getAddress(await factory.read.getPair([usdt.address, usdc.address]))],
    )
  })

  it('lets only the fee setter switch the fee, with events', async () => {
    const { viem, factory, owner, other } = await deployAmm()
    const asOther = await viem.getContractAt('UniswapV2Factory', factory.address, {
      client: { wallet: other },
    })
    const otherAddress = getAddress(other.account.address)
    await viem.assertions.revertWithCustomErrorWithArgs(
      asOther.write.setFeeTo([otherAddress]),
      factory,
      'AmmForbidden',
      [otherAddress],
    )
    await viem.assertions.revertWithCustomErrorWithArgs(
      asOther.write.setFeeToSetter([otherAddress]),
      factory,
      'AmmForbidden',
      [otherAddress],
    )

    await viem.assertions.emitWithArgs(factory.write.setFeeTo([otherAddress]), factory, 'FeeToUpdated', [
      zeroAddress,
      otherAddress,
    ])
    assert.equal(getAddress(await factory.read.feeTo()), otherAddress)
    await viem.assertions.emitWithArgs(
      factory.write.setFeeToSetter([otherAddress]),
      factory,
      'FeeToSetterUpdated',
      [getAddress(owner.account.address), otherAddress],
    )
    // The previous setter has lost the power; the new one has it.
    await viem.assertions.revertWithCustomError(
      factory.write.setFeeTo([zeroAddress]),
      factory,
      'AmmForbidden',
    )
    await asOther.write.setFeeTo([zeroAddress])
    assert.equal(await factory.read.feeTo(), zeroAddress)
  })
})

describe('UniswapV2Pair', () => {
  it('can be initialized only by its factory, once', async () => {
    const { viem, factory, usdt, usdc, getPair } = await deployAmm()
    await factory.write.createPair([usdt.address, usdc.address])
    const pair = await getPair(usdt.address, usdc.address)
    await viem.assertions.revertWithCustomError(
      pair.write.initialize([usdt.address, usdc.address]),
      factory,
      'AmmForbidden',
    )
  })

  it('skims a donation and syncs reserves to balances', async () => {
    const { viem, router, usdt, usdc, other, getPair } = await deployAmm()
    await addStableLiquidity({ router, usdt, usdc }, '1000', other.account.address)
    const pair = await getPair(usdt.address, usdc.address)
    await usdt.write.transfer([pair.address, 5n])
    await viem.assertions.balancesHaveChanged(pair.write.skim([other.account.address]), [])
    assert.equal(await usdt.read.balanceOf([other.account.address]), 5n)

    await usdc.write.transfer([pair.address, 7n])
    await viem.assertions.emit(pair.write.sync(), pair, 'Sync')
    const [reserve0, reserve1] = await pair.read.getReserves()
    const reserveUsdc = BigInt(usdc.address) < BigInt(usdt.address) ? reserve0 : reserve1
    assert.equal(reserveUsdc, parseUnits('1000', 18) + 7n)
  })

  it('refuses a first deposit worth no more than the locked minimum', async () => {
    const { viem, router, usdt, usdc, owner } = await deployAmm()
    // Any handle with the pair's ABI decodes the pair's error (the pair does not exist yet). Made
    // before the write: a rejected write left waiting on another await is an unhandled rejection
    // that ends the whole node:test run (seen on a loaded CI machine).
    const pairErrors = await viem.getContractAt('UniswapV2Pair', zeroAddress)
    await viem.assertions.revertWithCustomError(
      router.write.addLiquidity([
        usdt.address,
        usdc.address,
        1000n,
        1000n,
        0n,
        0n,
        owner.account.address,
        deadline,
      ]),
      pairErrors,
      'AmmInsufficientLiquidityMinted',
    )
  })
})

describe('UniswapV2Router02', () => {
  it('adds and removes ETH liquidity, refunding unused ETH', async () => {
    const { viem, publicClient, router, usdt, weth, owner, getPair } = await deployAmm()
    const me = owner.account.address
    await router.write.addLiquidityETH([usdt.address, parseUnits('2000', 6), 0n, 0n, me, deadline], {
      value: parseEther('1'),
    })
    // The ratio is now 2000 USDT per ETH: adding 1000 USDT with 2 ETH uses 0.5 ETH and refunds 1.5.
    const hash = router.write.addLiquidityETH([usdt.address, parseUnits('1000', 6), 0n, 0n, me, deadline], {
      value: parseEther('2'),
    })
    await viem.assertions.balancesHaveChanged(hash, [{ address: weth.address, amount: parseEther('0.5') }])

    const pair = await getPair(usdt.address, weth.address)
    const shares = await pair.read.balanceOf([me])
    await pair.write.approve([router.address, shares])
    const ethBefore = await publicClient.getBalance({ address: router.address })
    await router.write.removeLiquidityETH([usdt.address, shares, 0n, 0n, me, deadline])
    assert.equal(await publicClient.getBalance({ address: router.address }), ethBefore, 'router keeps no ETH')
    assert.equal(await pair.read.balanceOf([me]), 0n)
  })

  it('removes liquidity with a permit signature instead of an approval', async () => {
    const { publicClient, router, usdt, usdc, owner, getPair } = await deployAmm()
    const me = owner.account.address
    await addStableLiquidity({ router, usdt, usdc }, '1000', me)
    const pair = await getPair(usdt.address, usdc.address)
    const shares = await pair.read.balanceOf([me])
    const domain = pairDomain(await publicClient.getChainId(), pair.address)
    const permit = await signPairPermit(owner, domain, router.address, shares)
    await removeLiquidityWithPermit(router, [usdt.address, usdc.address], shares, me, permit)
    assert.equal(await pair.read.balanceOf([me]), 0n)
    assert.equal(await pair.read.nonces([me]), 1n)
  })

  it('swaps ETH both ways, exact in and exact out', async () => {
    const { viem, publicClient, router, usdt, weth, owner } = await deployAmm()
    const me = owner.account.address
    await router.write.addLiquidityETH([usdt.address, parseUnits('200000', 6), 0n, 0n, me, deadline], {
      value: parseEther('100'),
    })

    const buy = parseUnits('500', 6)
    const [ethIn] = await router.read.getAmountsIn([buy, [weth.address, usdt.address]])
    // Sends 1 ETH for an exact output: the rest comes back.
    await viem.assertions.balancesHaveChanged(
      router.write.swapETHForExactTokens([buy, [weth.address, usdt.address], me, deadline], {
        value: parseEther('1'),
      }),
      [{ address: weth.address, amount: ethIn! }],
    )
    const outQuote = await router.read.getAmountsOut([parseEther('0.1'), [weth.address, usdt.address]])
    const before = await usdt.read.balanceOf([me])
    await router.write.swapExactETHForTokens([outQuote[1]!, [weth.address, usdt.address], me, deadline], {
      value: parseEther('0.1'),
    })
    assert.equal((await usdt.read.balanceOf([me])) - before, outQuote[1])

    const other = '0x000000000000000000000000000000000000beef'
    const sellQuote = await router.read.getAmountsOut([parseUnits('100', 6), [usdt.address, weth.address]])
    await router.write.swapExactTokensForETH([
      parseUnits('100', 6),
      sellQuote[1]!,
      [usdt.address, weth.address],
      other,
      deadline,
    ])
    assert.equal(await publicClient.getBalance({ address: other }), sellQuote[1])
    await router.write.swapTokensForExactETH([
      parseEther('0.01'),
      parseUnits('1000', 6),
      [usdt.address, weth.address],
      other,
      deadline,
    ])
    assert.equal(await publicClient.getBalance({ address: other }), sellQuote[1]! + parseEther('0.01'))
  })

  it('supports fee-on-transfer tokens on the ETH paths and when removing liquidity', async () => {
    const { publicClient, router, taxed, weth, owner, getPair } = await deployAmm()
    const me = owner.account.address
    const other = '0x000000000000000000000000000000000000cafe'
    await router.write.addLiquidityETH([taxed.address, parseEther('100000'), 0n, 0n, me, deadline], {
      value: parseEther('10'),
    })

    await router.write.swapExactETHForTokensSupportingFeeOnTransferTokens(
      [1n, [weth.address, taxed.address], other, deadline],
      {
        value: parseEther('1'),
      },
    )
    const received = await taxed.read.balanceOf([other])
    assert.ok(received > 0n)

    const ethBefore = await publicClient.getBalance({ address: other })
    await router.write.swapExactTokensForETHSupportingFeeOnTransferTokens([
      parseEther('1000'),
      1n,
      [taxed.address, weth.address],
      other,
      deadline,
    ])
    assert.ok((await publicClient.getBalance({ address: other })) > ethBefore)

    const pair = await getPair(taxed.address, weth.address)
    const shares = await pair.read.balanceOf([me])
    await pair.write.approve([router.address, shares])
    const tokensBefore = await taxed.read.balanceOf([other])
    await router.write.removeLiquidityETHSupportingFeeOnTransferTokens([
      taxed.address,
      shares / 2n,
      0n,
      0n,
      other,
      deadline,
    ])
    assert.ok((await taxed.read.balanceOf([other])) > tokensBefore)
    assert.equal(await taxed.read.balanceOf([router.address]), 0n, 'router keeps no tokens')
  })

  it('refuses expired deadlines, bad paths, unmet minimums and stray ETH', async () => {
    const { viem, connection, router, usdt, usdc, weth, owner } = await deployAmm()
    const me = owner.account.address
    await addStableLiquidity({ router, usdt, usdc }, '1000', me)
    const now = BigInt(await connection.networkHelpers.time.latest())
    await viem.assertions.revertWithCustomError(
      router.write.swapExactTokensForTokens([1000n, 0n, [usdt.address, usdc.address], me, now - 1n]),
      router,
      'AmmExpired',
    )
    await viem.assertions.revertWithCustomError(
      router.write.swapExactTokensForTokens([1000n, 0n, [usdt.address], me, deadline]),
      router,
      'AmmInvalidPath',
    )
    await viem.assertions.revertWithCustomError(
      router.write.swapExactETHForTokens([0n, [usdt.address, usdc.address], me, deadline], { value: 1n }),
      router,
      'AmmInvalidPath',
    )
    const [, out] = await router.read.getAmountsOut([1000n, [usdt.address, usdc.address]])
    await viem.assertions.revertWithCustomErrorWithArgs(
      router.write.swapExactTokensForTokens([1000n, out! + 1n, [usdt.address, usdc.address], me, deadline]),
      router,
      'AmmInsufficientOutputAmount',
      [out!, out! + 1n],
    )
    await viem.assertions.revertWithCustomError(
      router.write.swapTokensForExactTokens([
        parseUnits('1', 18),
        1n,
        [usdt.address, usdc.address],
        me,
        deadline,
      ]),
      router,
      'AmmExcessiveInputAmount',
    )
    await viem.assertions.revertWithCustomError(
      // At 1:1, 10 USDT matches 10 USDC: below the 15 USDC minimum.
      router.write.addLiquidity([
        usdt.address,
        usdc.address,
        parseUnits('10', 6),
        parseUnits('20', 18),
        0n,
        parseUnits('15', 18),
        me,
        deadline,
      ]),
      router,
      'AmmInsufficientBAmount',
    )
    await viem.assertions.revertWithCustomError(
      owner.sendTransaction({ to: router.address, value: 1n }),
      router,
      'AmmEthNotAccepted',
    )
    await viem.assertions.revertWithCustomErrorWithArgs(
      router.read.getAmountsOut([1000n, [usdt.address, weth.address]]),
      router,
      'AmmPairMissing',
      [getAddress(usdt.address), getAddress(weth.address)],
    )
  })

  it('keeps quotes exact and k non-decreasing over 40 random swaps (fixed seed)', async () => {
    const { router, usdt, usdc, weth, owner, getPair } = await deployAmm()
    const me = owner.account.address
    await weth.write.deposit({ value: parseEther('1000') })
    await weth.write.approve([router.address, 2n ** 256n - 1n])
    await router.write.addLiquidity([
      usdt.address,
      usdc.address,
      parseUnits('1000000', 6),
      parseUnits('1000000', 18),
      0n,
      0n,
      me,
      deadline,
    ])
    await router.write.addLiquidity([
      usdc.address,
      weth.address,
      parseUnits('1000000', 18),
      parseEther('500'),
      0n,
      0n,
      me,
      deadline,
    ])
    const tokens = [usdt.address, usdc.address, weth.address]
    const decimals = [6, 18, 18]
    const pairs = [await getPair(usdt.address, usdc.address), await getPair(usdc.address, weth.address)]
    const k = async () =>
      Promise.all(
        pairs.map(async (pair) => {
          const [reserve0, reserve1] = await pair.read.getReserves()
          return reserve0 * reserve1
        }),
      )

    const random = seededRandom(0x70b0c5)
    let kBefore = await k()
    for (let round = 0; round < 40; round++) {
      // Paths over the two pools: USDT-USDC, USDC-WETH, and the 2-hop USDT-USDC-WETH, either way.
      const routes = [
        [0, 1],
        [1, 0],
        [1, 2],
        [2, 1],
        [0, 1, 2],
        [2, 1, 0],
      ]
      const route = routes[Math.floor(random() * routes.length)]!
      const path = route.map((index) => tokens[index]!)
      const amountIn =
        parseUnits((1 + random() * 5000).toFixed(6), decimals[route[0]!]!) / (route[0] === 2 ? 1000n : 1n)
      const quoted = await router.read.getAmountsOut([amountIn, path])
      const output = route.at(-1)!
      const token = output === 0 ? usdt : output === 1 ? usdc : weth
      const before = await token.read.balanceOf([me])
      await router.write.swapExactTokensForTokens([amountIn, quoted.at(-1)!, path, me, deadline])
      assert.equal(
        (await token.read.balanceOf([me])) - before,
        quoted.at(-1),
        `round ${round}: output matches the quote`,
      )
      const kAfter = await k()
      for (const [index, value] of kAfter.entries()) {
        assert.ok(value >= kBefore[index]!, `round ${round}: k of pool ${index} fell`)
      }
      kBefore = kAfter
    }
  })
})

describe('UniswapV2Pair flash swaps', () => {
  it('lends against repayment within the callback, and only then', async () => {
    const { viem, router, usdt, usdc, owner, getPair } = await deployAmm()
    const me = owner.account.address
    await addStableLiquidity({ router, usdt, usdc }, '1000', me)
    const pair = await getPair(usdt.address, usdc.address)
    const borrower = await viem.deployContract('FlashSwapBorrower')
    await usdt.write.transfer([borrower.address, parseUnits('10', 6)])
    const usdtIsToken0 = BigInt(usdt.address) < BigInt(usdc.address)
    const borrowed = parseUnits('100', 6)
    const [out0, out1] = usdtIsToken0 ? [borrowed, 0n] : [0n, borrowed]
    // Repaying the same token needs the 0.3% fee on top: amount * 1000 / 997, rounded up.
    const fee = (borrowed * 1000n + 996n) / 997n - borrowed

    await viem.assertions.revertWithCustomError(
      borrower.write.borrow([pair.address, out0, out1, usdt.address, borrowed + fee - 1n, 0]),
      pair,
      'AmmKInvariant',
    )
    await viem.assertions.revertWithCustomError(
      borrower.write.borrow([pair.address, out0, out1, usdt.address, borrowed + fee, 1]),
      pair,
      'ReentrancyGuardReentrantCall',
    )
    await viem.assertions.emit(
      borrower.write.borrow([pair.address, out0, out1, usdt.address, borrowed + fee, 0]),
      pair,
      'Swap',
    )
    assert.equal(await usdt.read.balanceOf([borrower.address]), parseUnits('10', 6) - fee)
  })
})

describe('UniswapV2Router02 permits for ETH pairs', () => {
  it('removes ETH liquidity with an unlimited permit', async () => {
    const { publicClient, router, usdt, weth, owner, getPair } = await deployAmm()
    const me = owner.account.address
    await router.write.addLiquidityETH([usdt.address, parseUnits('2000', 6), 0n, 0n, me, deadline], {
      value: parseEther('1'),
    })
    const pair = await getPair(usdt.address, weth.address)
    const shares = await pair.read.balanceOf([me])
    const domain = pairDomain(await publicClient.getChainId(), pair.address)
    const { v, r, s } = await signPairPermit(owner, domain, router.address, 2n ** 256n - 1n)
    await router.write.removeLiquidityETHWithPermit([
      usdt.address,
      shares / 2n,
      0n,
      0n,
      me,
      deadline,
      true,
      v,
      r,
      s,
    ])
    assert.equal(await pair.read.allowance([me, router.address]), 2n ** 256n - 1n)
    // The unlimited allowance now covers the rest without another signature.
    await router.write.removeLiquidityETH([
      usdt.address,
      await pair.read.balanceOf([me]),
      0n,
      0n,
      me,
      deadline,
    ])
    assert.equal(await pair.read.balanceOf([me]), 0n)
  })
})
