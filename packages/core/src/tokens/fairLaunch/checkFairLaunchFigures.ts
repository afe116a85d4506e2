import { liquidityBpsIssue } from '../../promises/liquidityFloor.ts'
import { integerSqrt } from '../../units/integerSqrt.ts'

/** Why a set of fair-launch figures cannot be deployed (FairLaunchInvalidConfig, by the field to fix). */
export type FairLaunchFiguresIssue =
  | 'limitAboveCap'
  | 'premiumTooHigh'
  | 'freeMintHasNoCoin'
  | 'liquidityOutOfRange'
  | 'feeTooSmallForPool'
  | 'feeTooLarge'
  | 'supplyTooLarge'

export type FairLaunchFigures = {
  /** Token base units per mint. */
  mintAmount: bigint
  /** Wei; 0 = free mint. */
  mintFee: bigint
  mintsPerAddress: number
  maxMints: number
  premiumBps: number
  refundBps: number
  liquidityBps: number
}

const bps = 10_000n
// UniswapV2Pair's MINIMUM_LIQUIDITY: a launch after a single mint must pool more than it.
const pairMinimumLiquidity = 1_000n
const maxUint112 = 2n ** 112n - 1n
/** FairLaunchToken.MAX_PREMIUM_BPS: the last mint then costs 11 times the first. */
export const maxFairLaunchPremiumBps = 100_000

/** Most tokens that can ever exist: the minters' cap plus the pool's share of it. */
export function fairLaunchStatedSupply(
  figures: Pick<FairLaunchFigures, 'mintAmount' | 'maxMints' | 'liquidityBps'>,
) {
  const capTokens = figures.mintAmount * BigInt(figures.maxMints)
  return capTokens + (capTokens * BigInt(figures.liquidityBps)) / bps
}

/**
 * FairLaunchToken's constructor checks on the figures, before a wallet is asked: the per-address
 * limit within the cap, the premium bound, free mint without premium / refund / pool, a crowdfunding
 * pool share from the floor (51%, promises/liquidityFloor.ts) to 100%, a pool share after one mint
 * large enough for the pair's first mint, and supply and coin within 112 bits.
 * (End time, condition, router and locker are checked by the form's own fields.)
 *
 * @example
 * checkFairLaunchFigures({ ...figures, mintsPerAddress: figures.maxMints + 1 }) // 'limitAboveCap'
 */
export function checkFairLaunchFigures(figures: FairLaunchFigures): FairLaunchFiguresIssue | undefined {
  const { mintAmount, mintFee, mintsPerAddress, maxMints, premiumBps, refundBps, liquidityBps } = figures
  if (mintsPerAddress > maxMints) return 'limitAboveCap'
  if (premiumBps > maxFairLaunchPremiumBps) return 'premiumTooHigh'
  if (mintAmount > maxUint112 || fairLaunchStatedSupply(figures) > maxUint112) return 'supplyTooLarge'
  if (mintFee > maxUint112 / (BigInt(maxMints) * 11n)) return 'feeTooLarge'
  if (mintFee === 0n) {
    return premiumBps || refundBps || liquidityBps ? 'freeMintHasNoCoin' : undefined
  }
  if (liquidityBpsIssue(liquidityBps)) return 'liquidityOutOfRange'
  const poolCoin = (mintFee * BigInt(liquidityBps)) / bps
  const poolTokens = (mintAmount * BigInt(liquidityBps)) / bps
  if (integerSqrt(poolCoin * poolTokens) <= pairMinimumLiquidity) return 'feeTooSmallForPool'
  return undefined
}
