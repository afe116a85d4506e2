import { percentPattern, percentToBps } from '../format/percentToBps.ts'
import { promiseBound } from './promiseMatrix.ts'

/**
 * The least share of what a sale raises that goes to its pool, with the tokens that share pairs
 * with, in basis points (5,100): every TokenBox sale holds it for any caller (the contracts' one
 * `LiquidityFloor.MIN_LIQUIDITY_BPS`, which LaunchpadFactory, SaleToken, TokenSaleHub, the 314 sale
 * templates and FairLaunchToken each publish as `MIN_LIQUIDITY_BPS`): the creator never takes more
 * than 49% of a raise, and the buyers sell into a pool of at least half of it. The presale, sale,
 * hub sale, 314 sale and fair-launch forms refuse less with the same message, before the wallet.
 * The number is the promise matrix's (`liquidityFloor`), which the contracts' tests check.
 */
export const liquidityFloorBps = Number(promiseBound('liquidityFloor'))

/** {@link liquidityFloorBps} in percent (51), what the forms ask for. */
export const liquidityFloorPercent = liquidityFloorBps / 100

/** The whole raise, in basis points: the most a pool can take. */
export const maxLiquidityBps = 10_000

/** Why a pool share is refused: a key of the web app's `tokens` and `launchpad` namespaces. */
export type LiquidityFloorIssue = {
  key: 'validation.liquidityFloor'
  /** `min`: the floor, in percent. */
  params: { min: number }
}

/** The floor's message: "a share from 51% to 100%", and why. */
export function liquidityFloorIssue(): LiquidityFloorIssue {
  return { key: 'validation.liquidityFloor', params: { min: liquidityFloorPercent } }
}

/**
 * Refuses what the contracts refuse: a pool share in basis points below {@link liquidityFloorBps}
 * or above the whole raise.
 *
 * @example
 * liquidityBpsIssue(5_000) // { key: 'validation.liquidityFloor', params: { min: 51 } }
 * liquidityBpsIssue(5_100) // undefined
 */
export function liquidityBpsIssue(bps: number): LiquidityFloorIssue | undefined {
  if (!Number.isInteger(bps) || bps < liquidityFloorBps || bps > maxLiquidityBps) return liquidityFloorIssue()
  return undefined
}

/**
 * A form's pool share, typed in percent with at most two decimals: "Please input" under `field`
 * (a label key) when empty, else the floor's message unless it is from {@link liquidityFloorPercent}
 * to 100.
 *
 * @example
 * liquidityPercentIssue('50.99', 'sale.form.liquidityPercent') // { key: 'validation.liquidityFloor', params: { min: 51 } }
 * liquidityPercentIssue('51', 'sale.form.liquidityPercent') // undefined
 */
export function liquidityPercentIssue(
  text: string | undefined,
  field: string,
): LiquidityFloorIssue | { key: 'validation.empty'; params: { field: string } } | undefined {
  const value = text?.trim() ?? ''
  if (!value) return { key: 'validation.empty', params: { field } }
  if (!percentPattern.test(value)) return liquidityFloorIssue()
  return liquidityBpsIssue(percentToBps(value))
}
