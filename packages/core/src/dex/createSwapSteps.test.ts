import { type Address, encodeFunctionData, erc20Abi, parseEther } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { deployAmmTestTokens } from '../../testing/deployAmmTestTokens.ts'
import { devAccounts } from '../../testing/localTestChain.ts'
import { poolWithNativeSteps } from '../../testing/poolWithNativeSteps.ts'
import { tokenBalanceReader } from '../../testing/tokenBalanceReader.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { uniswapV2Router02Abi } from '../contracts/UniswapV2Router02.ts'
import type { CallStep } from '../transactions/types.ts'
import { createSwapSteps, createWrapSteps, swapLimits } from './createSwapSteps.ts'
import { measureSwapTax } from './measureSwapTax.ts'
import { quoteSwap, type RouteQuote, type SwapVenue } from './quoteSwap.ts'

const chain = useLocalTestChain()
const [, lp, trader] = devAccounts
let x: Address
let y: Address
let taxed: Address
let venue: SwapVenue
const deadline = 2n ** 40n

/** quoteSwap on the local AMM alone. */
const quoteLocal = (parameters: Omit<Parameters<typeof quoteSwap>[1], 'venues'>) =>
  quoteSwap(chain.publicClient, { venues: [venue], ...parameters })

/** The quote of buying x with 1 coin, exact-in. */
const quoteOneCoinOfX = () =>
  quoteLocal({ tokenIn: chain.contracts.weth, tokenOut: x, kind: 'exactIn', amount: parseEther('1') })

/** The steps of buying along `route` with the native coin, exact-in, 0.5% slippage, for the trader unless said otherwise. */
const nativeBuySteps = (route: RouteQuote, overrides: Partial<Parameters<typeof createSwapSteps>[0]> = {}) =>
  createSwapSteps({
    router: venue.router,
    ...route,
    kind: 'exactIn',
    slippageBps: 50,
    nativeIn: true,
    recipient: trader,
    deadline,
    ...overrides,
  })

const balanceOf = tokenBalanceReader(chain)

async function poolWithNative(token: Address, tokens: bigint, coin: bigint) {
  await chain.runToDone(
    poolWithNativeSteps(chain, { token, tokens, coin, lpTo: lp, deadline, router: venue.router }),
    lp,
  )
}

beforeAll(async () => {
  venue = { name: 'local', router: chain.contracts.router }
  ;[x, y, taxed] = await deployAmmTestTokens(chain, lp)
  // X and Y trade only through the wrapped native coin; the taxed token has its own native pool.
  await poolWithNative(x, parseEther('100000'), parseEther('100'))
  await poolWithNative(y, parseEther('50000'), parseEther('100'))
  await poolWithNative(taxed, parseEther('100000'), parseEther('100'))
}, 120_000)

describe('swapLimits', () => {
  it('takes the slippage and the taxes off the quote for exact-in, and adds the slippage for exact-out', () => {
    expect(swapLimits({ kind: 'exactIn', amountIn: 100n, amountOut: 2_000_000n, slippageBps: 50 })).toEqual({
      amountOutMin: 1_990_000n,
      amountInMax: 100n,
    })
    expect(
      swapLimits({ kind: 'exactIn', amountIn: 100n, amountOut: 2_000_000n, slippageBps: 100, taxBps: 500 }),
    ).toEqual({ amountOutMin: 1_881_000n, amountInMax: 100n })
    // 1001 x 1.005 = 1006.005, rounded up.
    expect(swapLimits({ kind: 'exactOut', amountIn: 1001n, amountOut: 7n, slippageBps: 50 })).toEqual({
      amountOutMin: 7n,
      amountInMax: 1007n,
    })
  })

  it('refuses a slippage or tax of 100% or more, a negative one, and a taxed exact-out', () => {
    const base = { kind: 'exactIn' as const, amountIn: 1n, amountOut: 1n }
    expect(() => swapLimits({ ...base, slippageBps: 10_000 })).toThrow(RangeError)
    expect(() => swapLimits({ ...base, slippageBps: -1 })).toThrow(RangeError)
    expect(() => swapLimits({ ...base, slippageBps: 0, taxBps: 10_000 })).toThrow(RangeError)
    expect(() => swapLimits({ ...base, kind: 'exactOut', slippageBps: 0, taxBps: 1 })).toThrow(RangeError)
  })
})

describe('createSwapSteps', () => {
  it('calls the router function of each kind and pair of ends, with arguments its ABI takes', () => {
    const router = '0x00000000000000000000000000000000000000a1' as Address
    const [a, b] = [
      '0x00000000000000000000000000000000000000b1',
      '0x00000000000000000000000000000000000000b2',
    ] as [Address, Address]
    const cases = [
      ['exactIn', false, false, false, 'swapExactTokensForTokens', undefined],
      ['exactIn', true, false, false, 'swapExactETHForTokens', 1000n],
      ['exactIn', false, true, false, 'swapExactTokensForETH', undefined],
      ['exactIn', false, false, true, 'swapExactTokensForTokensSupportingFeeOnTransferTokens', undefined],
      ['exactIn', true, false, true, 'swapExactETHForTokensSupportingFeeOnTransferTokens', 1000n],
      ['exactIn', false, true, true, 'swapExactTokensForETHSupportingFeeOnTransferTokens', undefined],
      ['exactOut', false, false, false, 'swapTokensForExactTokens', undefined],
      ['exactOut', true, false, false, 'swapETHForExactTokens', 1010n],
      ['exactOut', false, true, false, 'swapTokensForExactETH', undefined],
    ] as const
    for (const [kind, nativeIn, nativeOut, feeOnTransfer, name, value] of cases) {
      const steps = createSwapSteps({
        router,
        path: [a, b],
        kind,
        amountIn: 1000n,
        amountOut: 500n,
        slippageBps: 100,
        nativeIn,
        nativeOut,
        feeOnTransfer,
        recipient: b,
        deadline,
      })
      const swap = steps.at(-1) as CallStep
      expect(steps.map((step) => step.type)).toEqual(nativeIn ? ['call'] : ['approve', 'call'])
      expect([swap.functionName, swap.value]).toEqual([name, value])
      // Encodes: the name exists and the arguments fit it.
      const args = typeof swap.args === 'function' ? [] : swap.args
      expect(() =>
        encodeFunctionData({ abi: uniswapV2Router02Abi, functionName: name, args } as never),
      ).not.toThrow()
      expect(args.slice(0, -3)).toEqual(
        kind === 'exactIn' ? (nativeIn ? [495n] : [1000n, 495n]) : nativeIn ? [500n] : [500n, 1010n],
      )
    }
  })
})

describe('swaps through the local AMM with the steps of createSwapSteps', () => {
  it('buys a token with the native coin, exact-in, at least the minimum', async () => {
    const quote = await quoteOneCoinOfX()
    const best = quote.best!
    const before = await balanceOf(x, trader)
    await chain.runToDone(nativeBuySteps(best), trader)
    // Nobody traded in between: the quote is exactly what arrived.
    expect((await balanceOf(x, trader)) - before).toBe(best.amountOut)
  })

  it('buys an exact amount of a token with another through the wrapped native coin, selling at most the maximum', async () => {
    const wanted = parseEther('100')
    const quote = await quoteLocal({
      tokenIn: x,
      tokenOut: y,
      kind: 'exactOut',
      amount: wanted,
      intermediates: [chain.contracts.weth],
    })
    const best = quote.best!
    expect(best.path).toEqual([x, chain.contracts.weth, y])
    const [xBefore, yBefore] = [await balanceOf(x, trader), await balanceOf(y, trader)]
    await chain.runToDone(
      createSwapSteps({
        router: venue.router,
        ...best,
        kind: 'exactOut',
        slippageBps: 100,
        recipient: trader,
        deadline,
      }),
      trader,
    )
    expect((await balanceOf(y, trader)) - yBefore).toBe(wanted)
    expect(xBefore - (await balanceOf(x, trader))).toBe(best.amountIn)
    // The approval was exactly the most the trade could take; what it did not take is left.
    const left = await chain.publicClient.readContract({
      address: x,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [trader, venue.router],
    })
    expect(left).toBe(
      swapLimits({ kind: 'exactOut', amountIn: best.amountIn, amountOut: wanted, slippageBps: 100 })
        .amountInMax - best.amountIn,
    )
  })

  it('fails with the slippage message, and changes nothing, when the price moved past the minimum', async () => {
    const quote = await quoteOneCoinOfX()
    // Someone else buys first and moves the price by far more than 0.5%.
    await chain.runToDone(
      nativeBuySteps(quote.best!, { amountIn: parseEther('10'), slippageBps: 9_999, recipient: lp }),
      lp,
    )
    const before = await balanceOf(x, trader)
    await expect(chain.runToDone(nativeBuySteps(quote.best!), trader)).rejects.toThrow(/slippage/)
    expect(await balanceOf(x, trader)).toBe(before)
  })

  it('sells a taxed token for the native coin through the fee-on-transfer function, the measured tax allowed for', async () => {
    await chain.runToDone(
      createSwapSteps({
        router: venue.router,
        path: [chain.contracts.weth, taxed],
        kind: 'exactIn',
        amountIn: parseEther('1'),
        amountOut: 0n,
        slippageBps: 0,
        nativeIn: true,
        feeOnTransfer: true,
        recipient: trader,
        deadline,
      }),
      trader,
    )
    const held = await balanceOf(taxed, trader)
    const tax = await measureSwapTax(chain.publicClient, {
      router: venue.router,
      buyPath: [chain.contracts.weth, taxed],
      value: parseEther('0.01'),
    })
    expect(tax.sellTaxBps).toBeGreaterThan(250)
    const quote = await quoteLocal({
      tokenIn: taxed,
      tokenOut: chain.contracts.weth,
      kind: 'exactIn',
      amount: held,
    })
    const sell = {
      router: venue.router,
      ...quote.best!,
      kind: 'exactIn' as const,
      slippageBps: 50,
      nativeOut: true,
      recipient: trader,
      deadline,
    }
    // Without the tax allowed for, the pools' quote is more than can arrive: the router refuses.
    await expect(chain.runToDone(createSwapSteps({ ...sell, feeOnTransfer: true }), trader)).rejects.toThrow(
      /slippage/,
    )
    const coinBefore = await chain.publicClient.getBalance({ address: trader })
    await chain.runToDone(createSwapSteps({ ...sell, feeOnTransfer: true, taxBps: tax.sellTaxBps }), trader)
    expect(await balanceOf(taxed, trader)).toBe(0n)
    expect(await chain.publicClient.getBalance({ address: trader })).toBeGreaterThan(
      coinBefore - parseEther('0.01'),
    )
  })

  it('wraps and unwraps the native coin 1:1', async () => {
    const before = await balanceOf(chain.contracts.weth, trader)
    await chain.runToDone(
      createWrapSteps({ wrapped: chain.contracts.weth, direction: 'wrap', amount: parseEther('2') }),
      trader,
    )
    expect((await balanceOf(chain.contracts.weth, trader)) - before).toBe(parseEther('2'))
    await chain.runToDone(
      createWrapSteps({ wrapped: chain.contracts.weth, direction: 'unwrap', amount: parseEther('2') }),
      trader,
    )
    expect(await balanceOf(chain.contracts.weth, trader)).toBe(before)
  })

  it('refuses a path of one token, native on both sides and a taxed exact-out', () => {
    const base = {
      router: venue.router,
      kind: 'exactIn' as const,
      amountIn: 1n,
      amountOut: 1n,
      slippageBps: 50,
      recipient: trader,
      deadline,
    }
    expect(() => createSwapSteps({ ...base, path: [x] })).toThrow(RangeError)
    expect(() =>
      createSwapSteps({ ...base, path: [chain.contracts.weth, x], nativeIn: true, nativeOut: true }),
    ).toThrow(RangeError)
    expect(() => createSwapSteps({ ...base, kind: 'exactOut', path: [x, y], feeOnTransfer: true })).toThrow(
      RangeError,
    )
  })
})
