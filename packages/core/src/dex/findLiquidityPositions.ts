import { type Address, erc20Abi, getAddress, isAddressEqual, type PublicClient, zeroAddress } from 'viem'
import { uniswapV2FactoryAbi } from '../contracts/UniswapV2Factory.ts'
import { uniswapV2Router02Abi } from '../contracts/UniswapV2Router02.ts'
import { multicallEach } from '../evm/multicallEach.ts'
import { successResults } from '../evm/successResults.ts'
import { readLocks } from '../lock/readLocks.ts'
import { candidateRoutes } from './quoteSwap.ts'
import type { LiquidityVenue } from './readLiquidityPair.ts'
import { type LiquidityPairState, readLiquidityPairStates } from './readLiquidityPairStates.ts'

/** One side of a pair as the positions show it. */
export type PositionToken = { address: Address; symbol: string; decimals: number }

/** LP of the pair held for the owner in the chain's TokenBox locker. */
/**
 * LP of the owner in the TokenBox locker: its amount, unlock time (unix seconds), what it holds of
 * each reserve and its value in the quote token, as for the wallet's own LP (undefined without a
 * route): locked LP is not worthless, only not withdrawable yet.
 */
export type LockedLiquidity = {
  id: bigint
  amount: bigint
  end: bigint
  amount0: bigint
  amount1: bigint
  value: bigint | undefined
}

export type LiquidityPosition = LiquidityPairState & {
  venue: LiquidityVenue
  token0: Address
  token1: Address
  tokens: [PositionToken, PositionToken]
  /** The owner's part of each reserve: what removing all of `balance` returns. */
  amount0: bigint
  amount1: bigint
  /** The owner's share of the pool, in millionths (10,000 = 1%). */
  sharePpm: bigint
  /** Still in the locker (not withdrawn), with each lock's unlock time (unix seconds). */
  locked: LockedLiquidity[]
  /**
   * `amount0 + amount1` in base units of the quote token at the pools' current prices (a trade of
   * a ten-thousandth, fees included), through the chain's DEXes directly or through `wrapped`;
   * undefined when a side has no route to the quote token.
   */
  value: bigint | undefined
}

export type FindLiquidityPositionsParameters = {
  venues: readonly LiquidityVenue[]
  /** The tokens whose pairs are looked for (the catalogue's and the wallet's recent ones); the zero address is skipped. */
  tokens: readonly Address[]
  owner: Address
  /** Pairs listed even while the wallet holds none of them (pasted by the user). */
  pairs?: readonly Address[] | undefined
  /** The chain's TokenBox locker: LP the owner locked there is listed as locked. */
  locker?: Address | undefined
  /** The token the value is given in (the catalogue's first stablecoin). */
  quote?: Address | undefined
  /** The intermediate of the valuation routes (the wrapped native coin). */
  wrapped?: Address | undefined
  multicallAddress?: Address | undefined
}

/** A value is priced on a trade this many times smaller than the amount (see `value`). */
const priceReference = 10_000n

const unique = (addresses: readonly Address[]) => {
  const seen: Address[] = []
  for (const address of addresses)
    if (!isAddressEqual(address, zeroAddress) && !seen.some((item) => isAddressEqual(item, address)))
      seen.push(getAddress(address))
  return seen
}

/**
 * The owner's liquidity positions on the chain's DEXes without an indexer: every factory's
 * getPair for every two of `tokens` (one aggregator call, beside the locker's two reads), then the
 * state of each pair found, pasted or locked (one call), then the sides' symbols and decimals,
 * the factories' confirmation of pasted and locked pairs and the valuation quotes (one call).
 * Positions are the pairs the owner holds, has locked or pasted, in the order found (the
 * tokens' order, then pasted and locked pairs), so a refreshed list keeps its cards in place.
 * A read the node does not answer (unreachable, timed out) throws: it is no answer about the
 * positions, and an empty list would read as "you have none".
 *
 * @example
 * const positions = await findLiquidityPositions(client, {
 *   venues, tokens: [weth, usdt, usdc, ...recent], owner: account, locker, quote: usdt, wrapped: weth,
 * })
 */
export async function findLiquidityPositions(
  client: PublicClient,
  parameters: FindLiquidityPositionsParameters,
): Promise<LiquidityPosition[]> {
  const { venues, owner, quote, wrapped, multicallAddress } = parameters
  // A network failure throws (a screen must not take it for "no positions"); reverts are answers.
  const tokens = unique(parameters.tokens)
  const combos = venues.flatMap((venue) =>
    tokens.flatMap((a, i) => tokens.slice(i + 1).map((b) => ({ venue, a, b }))),
  )
  const [found, locks] = await Promise.all([
    combos.length
      ? multicallEach(client, {
          multicallAddress,
          contracts: combos.map(
            ({ venue, a, b }) =>
              ({
                address: venue.factory,
                abi: uniswapV2FactoryAbi,
                functionName: 'getPair',
                args: [a, b],
              }) as const,
          ),
        })
      : [],
    parameters.locker ? readLocks(client, { locker: parameters.locker, owner }) : [],
  ])
  const lpLocks = locks.filter((lock) => lock.isLp && lock.amount > lock.withdrawn)
  const discovered = successResults(found).flatMap((pair) => (pair === undefined ? [] : [pair]))
  // Pasted and locked pairs come from outside: their factory must name them back (below).
  const outside = unique([...(parameters.pairs ?? []), ...lpLocks.map((lock) => lock.token)])
  const candidates = unique([...discovered, ...outside])
  const states = await readLiquidityPairStates(client, { pairs: candidates, owner, multicallAddress })
  const held = states.flatMap((state) => {
    if (!state) return []
    const venue = venues.find((item) => isAddressEqual(item.factory, state.factory))
    const listed = outside.some((pair) => isAddressEqual(pair, state.pair))
    return venue && (state.balance > 0n || listed) ? [{ state, venue, listed }] : []
  })
  if (held.length === 0) return []

  const sides = unique(held.flatMap(({ state }) => [state.token0, state.token1]))
  const share = (state: LiquidityPairState, reserve: bigint, lp = state.balance) =>
    state.totalSupply > 0n ? (reserve * lp) / state.totalSupply : 0n
  const lockedLp = (state: LiquidityPairState) =>
    lpLocks
      .filter((lock) => isAddressEqual(lock.token, state.pair))
      .reduce((sum, lock) => sum + lock.amount - lock.withdrawn, 0n)
  // Valuation: every side that is not the quote token, on every route to it, priced on what the
  // owner holds in the wallet and in the locker together.
  const valued = quote
    ? held.flatMap(({ state }) => {
        const owned = state.balance + lockedLp(state)
        const holdings = [
          { token: state.token0, amount: share(state, state.reserve0, owned) },
          { token: state.token1, amount: share(state, state.reserve1, owned) },
        ]
        return holdings.flatMap(({ token, amount }) =>
          isAddressEqual(token, quote) || amount === 0n
            ? []
            : candidateRoutes({
                venues,
                tokenIn: token,
                tokenOut: quote,
                intermediates: wrapped ? [wrapped] : [],
              }).map((route) => ({ pair: state.pair, token, amount, route })),
        )
      })
    : []
  const small = (amount: bigint) => (amount / priceReference > 0n ? amount / priceReference : amount)
  // One aggregate call, answered in its shape: the sides' symbols and decimals, each pair as its
  // factory names it, each valuation's amounts.
  const [sideAnswers, pairAnswers, quoteAnswers] = await multicallEach(client, {
    multicallAddress,
    contracts: [
      sides.map(
        (token) =>
          [
            { address: token, abi: erc20Abi, functionName: 'symbol' },
            { address: token, abi: erc20Abi, functionName: 'decimals' },
          ] as const,
      ),
      held.map(
        ({ state }) =>
          ({
            address: state.factory,
            abi: uniswapV2FactoryAbi,
            functionName: 'getPair',
            args: [state.token0, state.token1],
          }) as const,
      ),
      valued.map(
        ({ amount, route }) =>
          ({
            address: route.venue.router,
            abi: uniswapV2Router02Abi,
            functionName: 'getAmountsOut',
            args: [small(amount), route.path],
          }) as const,
      ),
    ],
  })
  const tokenOf = (address: Address): PositionToken => {
    const answers = sideAnswers[sides.findIndex((side) => isAddressEqual(side, address))]
    const [symbol, decimals] = answers ? successResults(answers) : []
    return { address, symbol: symbol ?? `${address.slice(0, 6)}…`, decimals: decimals ?? 18 }
  }
  const quoted = successResults(quoteAnswers)
  const sideValue = (pair: Address, token: Address, amount: bigint) => {
    if (amount === 0n || (quote && isAddressEqual(token, quote))) return amount
    let best: bigint | undefined
    valued.forEach((item, index) => {
      if (!isAddressEqual(item.pair, pair) || !isAddressEqual(item.token, token)) return
      const out = quoted[index]?.at(-1)
      if (out === undefined || out === 0n) return
      const scaled = (out * amount) / small(item.amount)
      if (best === undefined || scaled > best) best = scaled
    })
    return best
  }
  const named = successResults(pairAnswers)
  return held
    .filter(({ state }, index) => {
      const listed = named[index]
      return listed !== undefined && isAddressEqual(listed, state.pair)
    })
    .map(({ state, venue }) => {
      const amount0 = share(state, state.reserve0)
      const amount1 = share(state, state.reserve1)
      const worth = (side0: bigint, side1: bigint) => {
        const value0 = quote ? sideValue(state.pair, state.token0, side0) : undefined
        const value1 = quote ? sideValue(state.pair, state.token1, side1) : undefined
        return value0 !== undefined && value1 !== undefined ? value0 + value1 : undefined
      }
      return {
        ...state,
        venue,
        tokens: [tokenOf(state.token0), tokenOf(state.token1)] as [PositionToken, PositionToken],
        amount0,
        amount1,
        sharePpm: state.totalSupply > 0n ? (state.balance * 1_000_000n) / state.totalSupply : 0n,
        locked: lpLocks
          .filter((lock) => isAddressEqual(lock.token, state.pair))
          .map((lock) => {
            const amount = lock.amount - lock.withdrawn
            const locked0 = share(state, state.reserve0, amount)
            const locked1 = share(state, state.reserve1, amount)
            return {
              id: lock.id,
              amount,
              end: lock.end,
              amount0: locked0,
              amount1: locked1,
              value: worth(locked0, locked1),
            }
          }),
        value: worth(amount0, amount1),
      }
    })
}
