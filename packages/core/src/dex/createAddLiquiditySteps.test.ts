import { type Address, encodeFunctionData, erc20Abi, parseEther } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { deployAmmTestTokens } from '../../testing/deployAmmTestTokens.ts'
import { devAccounts } from '../../testing/localTestChain.ts'
import { tokenBalanceReader } from '../../testing/tokenBalanceReader.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { uniswapV2Router02Abi } from '../contracts/UniswapV2Router02.ts'
import type { CallStep } from '../transactions/types.ts'
import { addLiquidityMinimums, createAddLiquiditySteps } from './createAddLiquiditySteps.ts'
import { createSwapSteps } from './createSwapSteps.ts'
import { measureSwapTax } from './measureSwapTax.ts'
import { quoteAddLiquidity } from './quoteAddLiquidity.ts'
import { readPool } from './readPool.ts'

const chain = useLocalTestChain()
const [, provider, other] = devAccounts
let x: Address
let y: Address
let taxed: Address
const deadline = 2n ** 40n

const balanceOf = tokenBalanceReader(chain)
const pool = (tokenA: Address, tokenB: Address, owner = provider) =>
  readPool(chain.publicClient, { factory: chain.contracts.factory, tokenA, tokenB, owner })
const steps = (parameters: Partial<Parameters<typeof createAddLiquiditySteps>[0]>) =>
  createAddLiquiditySteps({
    router: chain.contracts.router,
    tokenA: x,
    tokenB: y,
    amountA: parseEther('1'),
    amountB: parseEther('1'),
    slippageBps: 50,
    recipient: provider,
    deadline,
    ...parameters,
  })

beforeAll(async () => {
  ;[x, y, taxed] = await deployAmmTestTokens(chain, provider)
}, 120_000)

describe('createAddLiquiditySteps', () => {
  it('approves each ERC-20 amount exactly and calls addLiquidity or addLiquidityETH with the minimums', () => {
    const [a, b] = [
      '0x00000000000000000000000000000000000000b1',
      '0x00000000000000000000000000000000000000b2',
    ] as [Address, Address]
    const router = '0x00000000000000000000000000000000000000a1' as Address
    const base = {
      router,
      tokenA: a,
      tokenB: b,
      amountA: 1000n,
      amountB: 200n,
      slippageBps: 100,
      recipient: a,
      deadline,
    }
    const pair = createAddLiquiditySteps(base)
    expect(pair.map((step) => [step.type, 'amount' in step ? step.amount : undefined])).toEqual([
      ['approve', 1000n],
      ['approve', 200n],
      ['call', undefined],
    ])
    expect((pair[2] as CallStep).args).toEqual([a, b, 1000n, 200n, 990n, 198n, a, deadline])
    // The native coin on side A: the token is B, the coin goes as the value.
    const native = createAddLiquiditySteps({ ...base, native: 'A' })
    const add = native[1] as CallStep
    expect(native.map((step) => step.type)).toEqual(['approve', 'call'])
    expect([add.functionName, add.args, add.value]).toEqual([
      'addLiquidityETH',
      [b, 200n, 198n, 990n, a, deadline],
      1000n,
    ])
    expect(() =>
      encodeFunctionData({
        abi: uniswapV2Router02Abi,
        functionName: 'addLiquidityETH',
        args: add.args,
      } as never),
    ).not.toThrow()
  })

  it('refuses the same token twice, a zero amount and a slippage beyond 100%', () => {
    expect(() => steps({ tokenB: x })).toThrow(RangeError)
    expect(() => steps({ amountA: 0n })).toThrow(RangeError)
    expect(() => addLiquidityMinimums({ amountA: 1n, amountB: 1n, slippageBps: 10_001 })).toThrow(RangeError)
    expect(addLiquidityMinimums({ amountA: 9n, amountB: 9n, slippageBps: 10_000 })).toEqual({
      amountAMin: 0n,
      amountBMin: 0n,
    })
  })
})

describe('adding liquidity on the local AMM', () => {
  it('creates a pool at the price typed: reserves, LP and supply as quoteAddLiquidity said', async () => {
    const before = await pool(x, y)
    expect(before.pair).toBeUndefined()
    const quote = quoteAddLiquidity({
      pool: before,
      typed: 'A',
      amountA: parseEther('4000'),
      amountB: parseEther('1000'),
    })
    expect(quote.newPool).toBe(true)
    await chain.runToDone(steps({ amountA: quote.amountA, amountB: quote.amountB }), provider)
    const after = await pool(x, y)
    expect(after.pair).toBeDefined()
    expect([after.reserveA, after.reserveB]).toEqual([parseEther('4000'), parseEther('1000')])
    expect([after.balance, after.totalSupply]).toEqual([quote.liquidity, quote.totalSupplyAfter])
    // Read the other way round, the reserves follow the caller's order.
    const reversed = await pool(y, x)
    expect([reversed.pair, reversed.reserveA, reversed.reserveB]).toEqual([
      after.pair,
      parseEther('1000'),
      parseEther('4000'),
    ])
  })

  it("adds to the existing pool at its ratio, minting exactly the LP quoted, whoever's side was typed", async () => {
    const before = await pool(y, x, other)
    await chain.runToDone(
      [
        {
          type: 'call',
          address: x,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [other, parseEther('1000')],
        },
        {
          type: 'call',
          address: y,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [other, parseEther('1000')],
        },
      ],
      provider,
    )
    const quote = quoteAddLiquidity({ pool: before, typed: 'B', amountA: 0n, amountB: parseEther('100') })
    expect([quote.newPool, quote.amountA]).toEqual([false, parseEther('25')])
    await chain.runToDone(
      steps({ tokenA: y, tokenB: x, amountA: quote.amountA, amountB: quote.amountB, recipient: other }),
      other,
    )
    const after = await pool(y, x, other)
    expect(after.balance - before.balance).toBe(quote.liquidity)
    expect(after.totalSupply).toBe(quote.totalSupplyAfter)
    expect([after.reserveA - before.reserveA, after.reserveB - before.reserveB]).toEqual([
      parseEther('25'),
      parseEther('100'),
    ])
  })

  it('adds the native coin through addLiquidityETH, creating the pool with the wrapped coin', async () => {
    const { weth } = chain.contracts
    const quote = quoteAddLiquidity({
      pool: await pool(weth, x),
      typed: 'A',
      amountA: parseEther('2'),
      amountB: parseEther('6000'),
    })
    await chain.runToDone(
      steps({ tokenA: weth, tokenB: x, native: 'A', amountA: parseEther('2'), amountB: parseEther('6000') }),
      provider,
    )
    const after = await pool(weth, x)
    expect([after.reserveA, after.reserveB, after.balance]).toEqual([
      parseEther('2'),
      parseEther('6000'),
      quote.liquidity,
    ])
  })

  it('refuses with the slippage message, and takes nothing, when the ratio moved past the minimums', async () => {
    const before = await pool(x, y)
    const quote = quoteAddLiquidity({ pool: before, typed: 'A', amountA: parseEther('40'), amountB: 0n })
    // Someone sells a lot of X into the pool first: its ratio moves by far more than 0.5%.
    await chain.runToDone(
      createSwapSteps({
        router: chain.contracts.router,
        path: [x, y],
        kind: 'exactIn',
        amountIn: parseEther('1000'),
        amountOut: 0n,
        slippageBps: 0,
        recipient: provider,
        deadline,
      }),
      provider,
    )
    const [xBefore, yBefore] = [await balanceOf(x, provider), await balanceOf(y, provider)]
    await expect(
      chain.runToDone(steps({ amountA: quote.amountA, amountB: quote.amountB }), provider),
    ).rejects.toThrow(/slippage/)
    expect([await balanceOf(x, provider), await balanceOf(y, provider)]).toEqual([xBefore, yBefore])
  })

  it('reverts with its own message past the deadline and on a token address with no contract', async () => {
    await expect(chain.runToDone(steps({ deadline: 1n }), provider)).rejects.toThrow(/deadlineExpired/)
    const nothing = '0x000000000000000000000000000000000000dEaD' as Address
    await expect(chain.runToDone(steps({ tokenB: nothing, native: undefined }), provider)).rejects.toThrow(
      /step \d failed/,
    )
    expect((await pool(x, nothing)).pair).toBeUndefined()
  })

  it('prices a fee-on-transfer token at what reaches the pair, with the measured tax', async () => {
    const { weth } = chain.contracts
    // The tax is measured through a native pool, as the exchange does.
    await chain.runToDone(
      steps({
        tokenA: taxed,
        tokenB: weth,
        native: 'B',
        amountA: parseEther('10000'),
        amountB: parseEther('10'),
        slippageBps: 10_000,
      }),
      provider,
    )
    const tax = await measureSwapTax(chain.publicClient, {
      router: chain.contracts.router,
      buyPath: [weth, taxed],
      value: parseEther('0.001'),
    })
    expect(tax.sellTaxBps).toBeGreaterThanOrEqual(300)
    const before = await pool(taxed, y)
    const quote = quoteAddLiquidity({
      pool: before,
      typed: 'A',
      amountA: parseEther('1000'),
      amountB: parseEther('1000'),
      taxBpsA: 300,
    })
    await chain.runToDone(
      steps({ tokenA: taxed, tokenB: y, amountA: parseEther('1000'), amountB: parseEther('1000') }),
      provider,
    )
    const after = await pool(taxed, y)
    // 3% of the taxed token stays behind: the pool holds 970 of it and mints for that.
    expect([after.reserveA, after.reserveB]).toEqual([parseEther('970'), parseEther('1000')])
    expect(after.balance).toBe(quote.liquidity)
    const untaxed = quoteAddLiquidity({
      pool: before,
      typed: 'A',
      amountA: parseEther('1000'),
      amountB: parseEther('1000'),
    })
    expect(untaxed.liquidity).toBeGreaterThan(quote.liquidity)
  })
})
