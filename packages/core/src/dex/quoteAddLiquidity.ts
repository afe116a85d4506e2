import { integerSqrt } from '../units/integerSqrt.ts'
import type { Pool } from './readPool.ts'

/** LP tokens a pair locks forever at its first deposit (UniswapV2Pair's MINIMUM_LIQUIDITY). */
export const minimumLiquidity = 1000n

const bps = 10_000n

export type QuoteAddLiquidityParameters = {
  /** The pool as readPool read it, ordered to the caller's tokens A and B. */
  pool: Pick<Pool, 'reserveA' | 'reserveB' | 'totalSupply'>
  /**
   * The amount the user typed. In a pool with reserves the other one follows the pool's ratio (and
   * is ignored here); in a new or empty pool both are taken as given: they set the starting price.
   */
  typed: 'A' | 'B'
  amountA: bigint
  amountB: bigint
  /**
   * What a transfer of each token to the pair loses to its transfer tax, in basis points (the
   * measured sell tax): the pair mints LP for what arrives, not for what was sent.
   */
  taxBpsA?: number | undefined
  taxBpsB?: number | undefined
}

export type AddLiquidityQuote = {
  /** No reserves yet: the deposit sets the price. */
  newPool: boolean
  /** What the router will take of each (the typed amount and the one the ratio gives). */
  amountA: bigint
  amountB: bigint
  /** LP tokens minted to the depositor; 0 means the deposit is too small to mint any (the pair refuses it). */
  liquidity: bigint
  /** LP supply after the deposit. */
  totalSupplyAfter: bigint
  /** The depositor's new LP as a share of the pool after the deposit, in percent (0 to 100). */
  sharePercent: number
}

/**
 * Adding liquidity to a UniswapV2-style pool, with the pair's own arithmetic: in a pool with
 * reserves the other amount is the router's quote (typed x other reserve / typed reserve, rounded
 * down) and the LP minted is min(a x supply / reserveA, b x supply / reserveB); a new pool mints
 * integerSqrt(a x b) less the 1,000 locked forever. Taxed tokens are counted at what reaches the pair.
 *
 * @example
 * quoteAddLiquidity({ pool: { reserveA: 0n, reserveB: 0n, totalSupply: 0n }, typed: 'A', amountA: 4_000_000n, amountB: 1_000_000n })
 * // { newPool: true, amountA: 4_000_000n, amountB: 1_000_000n, liquidity: 1_999_000n, totalSupplyAfter: 2_000_000n, sharePercent: 99.95 }
 */
export function quoteAddLiquidity(parameters: QuoteAddLiquidityParameters): AddLiquidityQuote {
  const { pool, typed } = parameters
  const taxA = BigInt(parameters.taxBpsA ?? 0)
  const taxB = BigInt(parameters.taxBpsB ?? 0)
  if (taxA < 0n || taxA >= bps || taxB < 0n || taxB >= bps)
    throw new RangeError('quoteAddLiquidity: a tax must be 0 to 9,999 bps')
  if (parameters.amountA < 0n || parameters.amountB < 0n)
    throw new RangeError('quoteAddLiquidity: amounts cannot be negative')
  const newPool = pool.reserveA === 0n && pool.reserveB === 0n
  let { amountA, amountB } = parameters
  if (!newPool) {
    if (typed === 'A') amountB = (amountA * pool.reserveB) / pool.reserveA
    else amountA = (amountB * pool.reserveA) / pool.reserveB
  }
  const arrivedA = (amountA * (bps - taxA)) / bps
  const arrivedB = (amountB * (bps - taxB)) / bps
  let liquidity: bigint
  let totalSupplyAfter: bigint
  if (newPool || pool.totalSupply === 0n) {
    const root = integerSqrt(arrivedA * arrivedB)
    liquidity = root > minimumLiquidity ? root - minimumLiquidity : 0n
    totalSupplyAfter = liquidity > 0n ? root : 0n
  } else {
    const byA = (arrivedA * pool.totalSupply) / pool.reserveA
    const byB = (arrivedB * pool.totalSupply) / pool.reserveB
    // biome-ignore lint/complexity/useMathMinMax: Math.min does not take bigints
    liquidity = byA < byB ? byA : byB
    totalSupplyAfter = pool.totalSupply + liquidity
  }
  const sharePercent =
    totalSupplyAfter > 0n ? Number((liquidity * 100_000_000n) / totalSupplyAfter) / 1_000_000 : 0
  return { newPool, amountA, amountB, liquidity, totalSupplyAfter, sharePercent }
}
