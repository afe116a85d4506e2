import { promiseBound } from './promiseMatrix.ts'

/**
 * The shortest liquidity lock a TokenBox listing may have, in days: the contracts refuse a shorter
 * one whoever calls them (SaleToken's, the sale hub's and FairLaunchToken's `MIN_LP_LOCK_DURATION`,
 * the launchpad factory's `MIN_LP_LOCK_DURATION` for presales, and the 314 markets'
 * `MIN_LOCK_DURATION`, counted from when trading opens). The forms mirror it so that the message
 * comes before the wallet; the sale pages state it. Burning the LP instead stays allowed.
 */
export const liquidityLockFloorSeconds = promiseBound('lpLockFloor')

/** {@link liquidityLockFloorSeconds} in days (30), what the forms ask for. */
export const liquidityLockFloorDays = Number(liquidityLockFloorSeconds / 86_400n)

/** The longest liquidity lock the contracts accept, in days (100 years; burn the LP beyond it). */
export const liquidityLockMaxDays = 36_500

/** Why a liquidity lock of `days` is refused: a key of the web app's `tokens` and `launchpad` namespaces. */
export type LiquidityLockIssue = {
  key: 'validation.lpLockFloor'
  /** `count`: the floor, in days (the message's plural). */
  params: { count: number; max: number }
}

/**
 * Refuses what the contracts refuse: a lock that is not a whole number of days from
 * {@link liquidityLockFloorDays} to {@link liquidityLockMaxDays}.
 *
 * @example
 * liquidityLockDaysIssue(7) // { key: 'validation.lpLockFloor', params: { count: 30, max: 36500 } }
 * liquidityLockDaysIssue(30) // undefined
 */
export function liquidityLockDaysIssue(days: number | null | undefined): LiquidityLockIssue | undefined {
  if (
    days === null ||
    days === undefined ||
    !Number.isInteger(days) ||
    days < liquidityLockFloorDays ||
    days > liquidityLockMaxDays
  )
    return {
      key: 'validation.lpLockFloor',
      params: { count: liquidityLockFloorDays, max: liquidityLockMaxDays },
    }
  return undefined
}

/**
 * Room for the transaction: a lock end computed from the chain's last block must still be `days`
 * after trading opens when the transaction is mined, seconds or minutes later.
 */
export const lockEndMarginSeconds = 3_600n

/**
 * When a 314 market's liquidity lock of `days` ends if the liquidity goes in now: the contracts
 * count it from when trading opens (the x314 templates' `tradingStartTime` when later), so it is
 * counted from the later of that and `chainTime` plus {@link lockEndMarginSeconds}.
 *
 * @example
 * market314LockEnd(1_000n, undefined, 30) // 4_600n + 2_592_000n: an hour of room, then 30 days
 * market314LockEnd(1_000n, 90_000n, 30) // 90_000n + 2_592_000n: from the trading start
 */
export function market314LockEnd(
  chainTime: bigint,
  tradingStartTime: bigint | undefined,
  days: number,
): bigint {
  const earliest = chainTime + lockEndMarginSeconds
  const opens = tradingStartTime !== undefined && tradingStartTime > earliest ? tradingStartTime : earliest
  return opens + BigInt(days) * 86_400n
}
