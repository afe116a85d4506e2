import { type Address, isAddressEqual, type PublicClient } from 'viem'
import { multicall3Abi } from '../contracts/index.ts'
import { uniswapV2Router02Abi } from '../contracts/UniswapV2Router02.ts'
import { type MulticallEachAnswer, multicallEach } from '../evm/multicallEach.ts'

/** A UniswapV2-compatible router to quote and trade through (a chain's catalogue `swaps` entry). */
export type SwapVenue = {
  name: string
  router: Address
  feeBps?: number | undefined
  /** The catalogue's name of the router's native-coin functions where they are not ETH's (createSwapSteps). */
  routerNativeName?: string | undefined
}

/** Exact-in: `amount` is what is sold, the best route buys the most. Exact-out: `amount` is what is bought, the best route sells the least. */
export type SwapQuoteKind = 'exactIn' | 'exactOut'

/** A path through one router: the token sold first, each hop's token, the token bought last. */
export type SwapRoute = { venue: SwapVenue; path: readonly Address[] }

export type RouteQuote = SwapRoute & {
  amountIn: bigint
  amountOut: bigint
  /**
   * How much worse this trade's price is than the route's price for a trade 10,000 times smaller
   * (the pools' current price, fees included on both sides), in basis points, 0 to 10,000;
   * undefined when the small trade could not be quoted.
   */
  priceImpactBps: number | undefined
}

export type SwapQuote = {
  kind: SwapQuoteKind
  /** Every route that answered, best first (ties: fewer hops first, then the venues' order). */
  quotes: RouteQuote[]
  /** `quotes[0]`; undefined when no route has liquidity for the amount ("insufficient liquidity"). */
  best: RouteQuote | undefined
  /**
   * No route can trade the amount, yet a pool answered: the amount is too small to get anything
   * out of it (exact-in rounds the output down to 0). Tells "too small" from "no liquidity".
   */
  tooSmall: boolean
  /** The block the quote was read at: a quote older than the chain's newest block is stale. */
  blockNumber: bigint
}

export type QuoteSwapParameters = {
  venues: readonly SwapVenue[]
  tokenIn: Address
  tokenOut: Address
  kind: SwapQuoteKind
  /** Base units of `tokenIn` (exact-in) or `tokenOut` (exact-out); above 0. */
  amount: bigint
  /** Tokens a route may pass through (wrapped native, the catalogue's stablecoins); those equal to either end are skipped. */
  intermediates?: readonly Address[]
  /** Multicall3-compatible aggregator; default the client's chain's `multicall3`. */
  multicallAddress?: Address | undefined
}

/**
 * Every route the quote compares: on each venue, the direct path and one path through each
 * intermediate that is neither end (and each intermediate once), in the order given.
 *
 * @example
 * candidateRoutes({ venues: [pancake], tokenIn: cake, tokenOut: usdt, intermediates: [wbnb] })
 * // [{ venue: pancake, path: [cake, usdt] }, { venue: pancake, path: [cake, wbnb, usdt] }]
 */
export function candidateRoutes(
  parameters: Pick<QuoteSwapParameters, 'venues' | 'tokenIn' | 'tokenOut' | 'intermediates'>,
): SwapRoute[] {
  const { venues, tokenIn, tokenOut } = parameters
  const middles: Address[] = []
  for (const middle of parameters.intermediates ?? []) {
    if (isAddressEqual(middle, tokenIn) || isAddressEqual(middle, tokenOut)) continue
    if (middles.some((seen) => isAddressEqual(seen, middle))) continue
    middles.push(middle)
  }
  return venues.flatMap((venue) => [
    { venue, path: [tokenIn, tokenOut] },
    ...middles.map((middle) => ({ venue, path: [tokenIn, middle, tokenOut] })),
  ])
}

/**
 * Quotes a swap on every candidate route (candidateRoutes) in one `eth_call` of the chain's
 * aggregator: each router's getAmountsOut (exact-in) or getAmountsIn (exact-out), the same for an
 * amount 10,000 times smaller (the reference of the price impact), with the block number read in
 * the same call. A route whose pair does not exist or cannot fill the amount fails
 * alone and is left out. Fee-on-transfer tokens are quoted as the pools price them (before tax).
 *
 * @example
 * const quote = await quoteSwap(client, { venues, tokenIn: weth, tokenOut: usdt, kind: 'exactIn', amount: 10n ** 18n, intermediates: [usdc] })
 * quote.best // { venue, path, amountIn, amountOut } or undefined: insufficient liquidity
 */
export async function quoteSwap(client: PublicClient, parameters: QuoteSwapParameters): Promise<SwapQuote> {
  const { kind, amount } = parameters
  if (amount <= 0n) throw new RangeError('quoteSwap: the amount must be above 0')
  if (isAddressEqual(parameters.tokenIn, parameters.tokenOut)) {
    throw new RangeError('quoteSwap: the tokens must differ')
  }
  const aggregator = parameters.multicallAddress ?? client.chain?.contracts?.multicall3?.address
  if (!aggregator) throw new Error('quoteSwap: the chain has no multicall aggregator')
  const routes = candidateRoutes(parameters)
  const reference = amount / impactReference > 0n ? amount / impactReference : 1n
  const routerCall = (route: SwapRoute, routeAmount: bigint) =>
    ({
      address: route.venue.router,
      abi: uniswapV2Router02Abi,
      functionName: kind === 'exactIn' ? 'getAmountsOut' : 'getAmountsIn',
      args: [routeAmount, route.path],
    }) as const
  // One request per quote, however many routes (multicallEach: one aggregator call): the
  // aggregator's block, then each route for the amount, then each for the reference amount.
  const [blockRead, reads, references] = await multicallEach(client, {
    multicallAddress: aggregator,
    contracts: [
      { address: aggregator, abi: multicall3Abi, functionName: 'getBlockNumber' },
      routes.map((route) => routerCall(route, amount)),
      routes.map((route) => routerCall(route, reference)),
    ],
  })
  if (blockRead.status !== 'success')
    throw new Error('quoteSwap: the aggregator did not answer its block number')

  const ends = (answer: MulticallEachAnswer<readonly bigint[]> | undefined, routeAmount: bigint) => {
    if (answer?.status !== 'success') return undefined
    const amounts = answer.result
    const amountIn = kind === 'exactIn' ? routeAmount : amounts[0]
    const amountOut = kind === 'exactIn' ? amounts[amounts.length - 1] : routeAmount
    if (amountIn === undefined || amountOut === undefined || amountIn <= 0n || amountOut <= 0n)
      return undefined
    return { amountIn, amountOut }
  }
  const quotes: RouteQuote[] = []
  let answeredNothing = false
  for (const [index, route] of routes.entries()) {
    const trade = ends(reads[index], amount)
    if (!trade) {
      answeredNothing ||= reads[index]?.status === 'success'
      continue
    }
    const small = ends(references[index], reference)
    quotes.push({ ...route, ...trade, priceImpactBps: small && priceImpactBps(trade, small) })
  }
  // Stable: among equals the fewer hops, then the venues' and intermediates' order, stay first.
  quotes.sort((a, b) => {
    const better = kind === 'exactIn' ? compare(b.amountOut, a.amountOut) : compare(a.amountIn, b.amountIn)
    return better !== 0 ? better : a.path.length - b.path.length
  })
  return {
    kind,
    quotes,
    best: quotes[0],
    tooSmall: quotes.length === 0 && answeredNothing,
    blockNumber: blockRead.result,
  }
}

/** The reference trade of the price impact is the amount divided by this. */
const impactReference = 10_000n

/**
 * How much worse `trade`'s price (out per in) is than `small`'s, in basis points rounded down,
 * clamped to 0 to 10,000 (rounding can make a small trade look a hair worse than a large one).
 *
 * @example
 * priceImpactBps({ amountIn: 100n, amountOut: 90n }, { amountIn: 10n, amountOut: 10n }) // 1000
 */
export function priceImpactBps(
  trade: { amountIn: bigint; amountOut: bigint },
  small: { amountIn: bigint; amountOut: bigint },
): number {
  // 1 - (trade.out / trade.in) / (small.out / small.in)
  const ratio = (trade.amountOut * small.amountIn * 10_000n) / (trade.amountIn * small.amountOut)
  return Number(ratio >= 10_000n ? 0n : ratio <= 0n ? 10_000n : 10_000n - ratio)
}

function compare(a: bigint, b: bigint): number {
  return a === b ? 0 : a < b ? -1 : 1
}
