import { integerSqrt } from '../../units/integerSqrt.ts'

/** Why a set of sale figures cannot be deployed (the contract's SaleInvalidConfig, by the field to fix). */
export type SaleFiguresIssue =
  | 'softCapAboveHardCap'
  | 'minAboveHardCap'
  | 'minAboveMax'
  | 'minTooSmallForPool'
  | 'supplyBelowReserves'
  | 'supplyTooLarge'

export type SaleFigures = {
  /** Token base units: the whole stated supply. */
  totalSupply: bigint
  /** Token base units per whole coin (10^18 wei). */
  tokensPerCoin: bigint
  /** Wei. */
  hardCap: bigint
  softCap: bigint
  minContribution: bigint
  maxContribution: bigint
  /** 1..10,000. */
  liquidityBps: number
}

/** What the stated supply is made of, as the constructor mints it. */
export type SaleReserves = {
  /** Tokens the sale sells at the hard cap (minted to the token). */
  saleTokens: bigint
  /** Tokens the pool takes at the hard cap (minted to the token). */
  poolTokens: bigint
  /** The rest of the supply, minted to the creator at deployment. */
  allocation: bigint
}

const coin = 10n ** 18n
const bps = 10_000n
// UniswapV2Pair's MINIMUM_LIQUIDITY: a first mint at or below it reverts, so the smallest launch
// (one minimum buy) must pool more.
const pairMinimumLiquidity = 1_000n
const maxUint112 = 2n ** 112n - 1n

/**
 * The reserves a sale needs, computed as SaleToken's constructor does (rounded down the same way):
 * the sale's tokens and the pool's tokens at the hard cap, and the creator's allocation (negative
 * when the supply is too small).
 *
 * @example
 * saleReserves({ totalSupply: 200_000n * 10n ** 18n, tokensPerCoin: 1_000n * 10n ** 18n, hardCap: 100n * 10n ** 18n, liquidityBps: 6_000 })
 * // { saleTokens: 100,000e18, poolTokens: 60,000e18, allocation: 40,000e18 }
 */
export function saleReserves(
  figures: Pick<SaleFigures, 'totalSupply' | 'tokensPerCoin' | 'hardCap' | 'liquidityBps'>,
): SaleReserves {
  const saleTokens = (figures.hardCap * figures.tokensPerCoin) / coin
  const poolTokens = (((figures.hardCap * BigInt(figures.liquidityBps)) / bps) * figures.tokensPerCoin) / coin
  return { saleTokens, poolTokens, allocation: figures.totalSupply - saleTokens - poolTokens }
}

/**
 * The constructor's checks of SaleToken on the figures, before a wallet is asked: the soft cap
 * within the hard cap, a minimum within the maximum and the hard cap, a minimum buy large enough
 * for the pool's first mint, and a supply that covers the sale and liquidity reserves.
 * (The end time, router and locker are checked by the form's own fields.)
 *
 * @example
 * checkSaleFigures({ ...figures, softCap: figures.hardCap + 1n }) // 'softCapAboveHardCap'
 */
export function checkSaleFigures(figures: SaleFigures): SaleFiguresIssue | undefined {
  const { totalSupply, tokensPerCoin, hardCap, softCap, minContribution, maxContribution, liquidityBps } =
    figures
  if (softCap > hardCap) return 'softCapAboveHardCap'
  if (minContribution > hardCap) return 'minAboveHardCap'
  if (maxContribution < minContribution) return 'minAboveMax'
  const minimumPoolCoin = (minContribution * BigInt(liquidityBps)) / bps
  const minimumPoolTokens = (minimumPoolCoin * tokensPerCoin) / coin
  if (integerSqrt(minimumPoolCoin * minimumPoolTokens) <= pairMinimumLiquidity) return 'minTooSmallForPool'
  if (totalSupply > maxUint112 || hardCap > maxUint112) return 'supplyTooLarge'
  if (saleReserves(figures).allocation < 0n) return 'supplyBelowReserves'
  return undefined
}
