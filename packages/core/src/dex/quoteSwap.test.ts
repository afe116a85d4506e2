import { type Address, createPublicClient, http, type PublicClient, parseEther } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { referenceERC20Abi, referenceERC20Bytecode } from '../../testing/contracts/ReferenceERC20.ts'
import { devAccounts } from '../../testing/localTestChain.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { uniswapV2FactoryAbi, uniswapV2FactoryBytecode } from '../contracts/UniswapV2Factory.ts'
import { uniswapV2Router02Abi, uniswapV2Router02Bytecode } from '../contracts/UniswapV2Router02.ts'
import { approve } from '../transactions/approve.ts'
import { call } from '../transactions/call.ts'
import { deploy } from '../transactions/deploy.ts'
import { candidateRoutes, priceImpactBps, quoteSwap, type SwapVenue } from './quoteSwap.ts'

/** UniswapV2's constant-product output for one hop, 0.3% fee, as the pair computes it. */
function amountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  const withFee = amountIn * 997n
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee)
}

/** The input one hop needs for `out`, rounded up as the router's getAmountIn does. */
function amountIn(out: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  return (reserveIn * out * 1000n) / ((reserveOut - out) * 997n) + 1n
}

const chain = useLocalTestChain()
const [, user] = devAccounts
let x: Address
let y: Address
let z: Address
let venueA: SwapVenue
let venueB: SwapVenue

/** Pools of the test (reserves as added): A has a thin direct X/Y and deep X/WETH, WETH/Y; B a direct X/Y priced better than A's. */
const pools = {
  aXY: [parseEther('10'), parseEther('10')],
  aXW: [parseEther('1000'), parseEther('1000')],
  aWY: [parseEther('1000'), parseEther('1000')],
  bXY: [parseEther('1000'), parseEther('1100')],
} as const

async function addLiquidity(router: Address, a: Address, b: Address, amountA: bigint, amountB: bigint) {
  const deadline = 2n ** 40n
  const steps = [
    ...(a === chain.contracts.weth ? [] : [approve({ token: a, spender: router, amount: amountA })]),
    approve({ token: b, spender: router, amount: amountB }),
    a === chain.contracts.weth
      ? call({
          address: router,
          abi: uniswapV2Router02Abi,
          functionName: 'addLiquidityETH',
          args: [b, amountB, 0n, 0n, user, deadline],
          value: amountA,
        })
      : call({
          address: router,
          abi: uniswapV2Router02Abi,
          functionName: 'addLiquidity',
          args: [a, b, amountA, amountB, 0n, 0n, user, deadline],
        }),
  ]
  await chain.runToDone(steps, user)
}

beforeAll(async () => {
  const deployed = await chain.runToDone(
    [
      ...['X', 'Y', 'Z'].map(() =>
        deploy({ abi: referenceERC20Abi, bytecode: referenceERC20Bytecode, args: [parseEther('1000000')] }),
      ),
      deploy({ abi: uniswapV2FactoryAbi, bytecode: uniswapV2FactoryBytecode, args: [user] }),
    ],
    user,
  )
  ;[x, y, z] = deployed.slice(0, 3).map((result) => result.contractAddress as Address) as [
    Address,
    Address,
    Address,
  ]
  const factoryB = deployed[3]?.contractAddress as Address
  const [routerB] = await chain.runToDone(
    [
      deploy({
        abi: uniswapV2Router02Abi,
        bytecode: uniswapV2Router02Bytecode,
        args: [factoryB, chain.contracts.weth],
      }),
    ],
    user,
  )
  venueA = { name: 'A', router: chain.contracts.router }
  venueB = { name: 'B', router: routerB?.contractAddress as Address }
  const w = chain.contracts.weth
  await addLiquidity(venueA.router, x, y, ...pools.aXY)
  await addLiquidity(venueA.router, w, x, pools.aXW[1], pools.aXW[0])
  await addLiquidity(venueA.router, w, y, ...pools.aWY)
  await addLiquidity(venueB.router, x, y, ...pools.bXY)
}, 120_000)

describe('candidateRoutes', () => {
  it('lists the direct path and one path through each intermediate on every venue, skipping the ends and repeats', () => {
    const a = { name: 'a', router: '0x00000000000000000000000000000000000000a1' as Address }
    const b = { name: 'b', router: '0x00000000000000000000000000000000000000b1' as Address }
    const [tin, tout, m1, m2] = ['0x1', '0x2', '0x3', '0x4'].map(
      (end) => `0x${end.slice(2).padStart(40, '0')}` as Address,
    ) as [Address, Address, Address, Address]
    const routes = candidateRoutes({
      venues: [a, b],
      tokenIn: tin,
      tokenOut: tout,
      intermediates: [m1, tout, m2, m1.toUpperCase().replace('0X', '0x') as Address, tin],
    })
    expect(routes.map((route) => [route.venue.name, ...route.path])).toEqual([
      ['a', tin, tout],
      ['a', tin, m1, tout],
      ['a', tin, m2, tout],
      ['b', tin, tout],
      ['b', tin, m1, tout],
      ['b', tin, m2, tout],
    ])
  })
})

describe('quoteSwap on two DEXes of a local node', () => {
  /** X for Y on both venues, through the wrapped native coin too, unless said otherwise. */
  const quoteXY = (parameters: Partial<Parameters<typeof quoteSwap>[1]> & { amount: bigint }) =>
    quoteSwap(chain.publicClient, {
      venues: [venueA, venueB],
      tokenIn: x,
      tokenOut: y,
      kind: 'exactIn',
      intermediates: [chain.contracts.weth],
      ...parameters,
    })

  it('picks the venue with the better direct price for a large trade, and lists the others after it', async () => {
    const amount = parseEther('50')
    const quote = await quoteXY({ amount })
    const bDirect = amountOut(amount, ...pools.bXY)
    const aViaW = amountOut(amountOut(amount, pools.aXW[0], pools.aXW[1]), ...pools.aWY)
    const aDirect = amountOut(amount, ...pools.aXY)
    expect(quote.best).toMatchObject({ venue: venueB, path: [x, y], amountIn: amount, amountOut: bDirect })
    expect(quote.quotes.map((route) => [route.venue.name, route.path.length, route.amountOut])).toEqual([
      ['B', 2, bDirect],
      ['A', 3, aViaW],
      ['A', 2, aDirect],
    ])
    // cacheTime 0: viem otherwise answers a block number read within its polling interval from
    // cache, one block behind the quote's own read (fresh18: 25 against 24).
    expect(quote.blockNumber).toBe(await chain.publicClient.getBlockNumber({ cacheTime: 0 }))
    // The price impact against a trade 10,000 times smaller on the same pool, as the pool's math gives it.
    const small = amount / 10_000n
    const expected = priceImpactBps(
      { amountIn: amount, amountOut: bDirect },
      { amountIn: small, amountOut: amountOut(small, ...pools.bXY) },
    )
    expect(quote.best?.priceImpactBps).toBe(expected)
    // 50 into a 1,000 pool moves its price by about 4.8% (fees cancel out: both trades pay them).
    expect(expected).toBeGreaterThan(460)
    expect(expected).toBeLessThan(490)
  })

  it('computes the price impact of a trade against a smaller one', () => {
    expect(priceImpactBps({ amountIn: 100n, amountOut: 90n }, { amountIn: 10n, amountOut: 10n })).toBe(1000)
    // A better price than the reference (rounding) is no impact; nothing out is all of it.
    expect(priceImpactBps({ amountIn: 100n, amountOut: 101n }, { amountIn: 10n, amountOut: 10n })).toBe(0)
    expect(priceImpactBps({ amountIn: 100n, amountOut: 0n }, { amountIn: 10n, amountOut: 10n })).toBe(10_000)
  })

  it('finds a route through an intermediate better than every direct one', async () => {
    // Venue B alone has only the direct pool; on A the thin direct pool loses to the deep hop.
    const amount = parseEther('5')
    const quote = await quoteXY({ venues: [venueA], amount })
    expect(quote.best?.path).toEqual([x, chain.contracts.weth, y])
    expect(quote.best?.amountOut).toBe(amountOut(amountOut(amount, pools.aXW[0], pools.aXW[1]), ...pools.aWY))
    expect(quote.best?.amountOut).toBeGreaterThan(amountOut(amount, ...pools.aXY))
  })

  it('quotes exact-out: the route that sells the least for the amount bought', async () => {
    const out = parseEther('20')
    const quote = await quoteXY({ kind: 'exactOut', amount: out })
    const bDirect = amountIn(out, ...pools.bXY)
    expect(quote.best).toMatchObject({ venue: venueB, path: [x, y], amountIn: bDirect, amountOut: out })
    // Every answer is ordered by what it costs; A's thin direct pool cannot deliver 20 of its 10.
    const costs = quote.quotes.map((route) => route.amountIn)
    expect(costs).toEqual([...costs].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    expect(quote.quotes.some((route) => route.venue === venueA && route.path.length === 2)).toBe(false)
  })

  it('answers no best route when no pool holds the pair: insufficient liquidity', async () => {
    const quote = await quoteXY({
      tokenOut: z,
      amount: parseEther('1'),
      intermediates: [chain.contracts.weth, chain.contracts.usdt],
    })
    expect(quote.best).toBeUndefined()
    expect(quote.quotes).toEqual([])
    expect(quote.tooSmall).toBe(false)
  })

  it('tells an amount too small to buy anything from a pool without liquidity', async () => {
    // On A, 1 wei of X buys 0 of Y directly and 0 of WETH on the way: the pools answer, nothing comes out.
    const quote = await quoteXY({ venues: [venueA], amount: 1n })
    expect(quote.best).toBeUndefined()
    expect(quote.tooSmall).toBe(true)
    expect((await quoteXY({ venues: [venueA], amount: parseEther('1') })).tooSmall).toBe(false)
  })

  it('asks the node once per quote, however many routes', async () => {
    const methods: string[] = []
    const counting = createPublicClient({
      chain: chain.publicClient.chain,
      transport: http(chain.node.url, {
        onFetchRequest: async (request) => {
          const body = (await request.clone().json()) as { method: string } | { method: string }[]
          for (const message of [body].flat()) methods.push(message.method)
        },
      }),
    }) as PublicClient
    const quote = await quoteSwap(counting, {
      venues: [venueA, venueB, { name: 'A again', router: venueA.router }],
      tokenIn: x,
      tokenOut: y,
      kind: 'exactIn',
      amount: parseEther('1'),
      intermediates: [chain.contracts.weth, chain.contracts.usdt, chain.contracts.usdc, z],
    })
    expect(quote.quotes.length).toBeGreaterThan(2)
    expect(methods).toEqual(['eth_call'])
  })

  it('refuses a zero amount and the same token on both sides', async () => {
    const base = { venues: [venueA], tokenIn: x, tokenOut: y, kind: 'exactIn' as const }
    await expect(quoteSwap(chain.publicClient, { ...base, amount: 0n })).rejects.toThrow(RangeError)
    await expect(quoteSwap(chain.publicClient, { ...base, tokenOut: x, amount: 1n })).rejects.toThrow(
      RangeError,
    )
  })
})
