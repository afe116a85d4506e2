import type { Address } from 'viem'

/** The TokenLocker's schedule kinds, in the order of the contract's `LockKind` enum. */
export const lockKinds = ['fixed', 'linear', 'period'] as const
export type LockKind = (typeof lockKinds)[number]

/** Basis points of a whole amount (100% = 10,000). */
export const lockBps = 10_000n

/** Latest timestamp (seconds) the locker accepts; larger values are almost surely milliseconds. */
export const lockMaxTimestamp = 10_000_000_000n

/**
 * A release schedule as the contract stores it (seconds). `start` of a fixed lock is its creation
 * time; `end` of a period lock is the date of its last release.
 */
export type LockScheduleState = {
  kind: LockKind
  start: bigint
  end: bigint
  cycle: bigint
  firstBps: bigint
  cycleBps: bigint
}

/** A lock read from the chain (TokenLocker.getLocks), amounts in the token's base units. */
export type LockInfo = LockScheduleState & {
  id: bigint
  token: Address
  isLp: boolean
  /** Zero address once renounced: the tokens then stay locked for good. */
  owner: Address
  amount: bigint
  withdrawn: bigint
  /** Released and not yet withdrawn, at the block the lock was read. */
  withdrawable: bigint
  description: string
}

/**
 * The spec's lock status (spec 001 section 4) as TokenBox reads it:
 * - `locked`: some of the tokens are not released yet;
 * - `extendable`: everything is released but not all withdrawn: the owner can withdraw the rest
 *   or extend the lock again (relock);
 * - `unlocked`: everything was withdrawn.
 */
export type LockStatus = 'locked' | 'extendable' | 'unlocked'

/**
 * Date of a period schedule's last release: as many cycles after the first release as the shares
 * need to reach 100%. Mirrors TokenLocker._periodEnd.
 */
export function periodEnd(start: bigint, cycle: bigint, firstBps: bigint, cycleBps: bigint): bigint {
  const cycles = (lockBps - firstBps + cycleBps - 1n) / cycleBps
  return start + cycles * cycle
}

/**
 * What a schedule has released by `timestamp` out of `amount`, withdrawn included. Mirrors
 * TokenLocker._released exactly (same rounding), so the screen and the contract agree.
 *
 * @example
 * releasedAt({ kind: 'linear', start: 0n, end: 100n, cycle: 0n, firstBps: 0n, cycleBps: 0n }, 1000n, 25n) // 250n
 */
export function releasedAt(schedule: LockScheduleState, amount: bigint, timestamp: bigint): bigint {
  const { kind, start, end } = schedule
  if (timestamp >= end) return amount
  if (kind === 'fixed' || timestamp < start) return 0n
  if (kind === 'linear') return (amount * (timestamp - start)) / (end - start)
  const shareBps = schedule.firstBps + ((timestamp - start) / schedule.cycle) * schedule.cycleBps
  return shareBps >= lockBps ? amount : (amount * shareBps) / lockBps
}

/** Released and not yet withdrawn at `timestamp` (never negative after an extension). */
export function withdrawableAt(lock: LockInfo, timestamp: bigint): bigint {
  const released = releasedAt(lock, lock.amount, timestamp)
  return released > lock.withdrawn ? released - lock.withdrawn : 0n
}

/** The status at `timestamp`: see {@link LockStatus}. */
export function lockStatus(lock: LockInfo, timestamp: bigint): LockStatus {
  if (lock.withdrawn >= lock.amount) return 'unlocked'
  return timestamp >= lock.end ? 'extendable' : 'locked'
}

/**
 * The next moment after `timestamp` at which more tokens become withdrawable, and how many in total
 * will then have been released; undefined when everything is released. A linear lock releases
 * continuously: its next release is "now on", reported as its end with the full amount.
 */
export function nextRelease(
  schedule: LockScheduleState,
  amount: bigint,
  timestamp: bigint,
): { at: bigint; released: bigint } | undefined {
  const { kind, start, end, cycle } = schedule
  if (timestamp >= end) return undefined
  if (kind === 'fixed' || kind === 'linear') return { at: end, released: amount }
  if (timestamp < start) return { at: start, released: releasedAt(schedule, amount, start) }
  const at = start + ((timestamp - start) / cycle + 1n) * cycle
  return { at, released: releasedAt(schedule, amount, at) }
}

/** Share of the whole amount released by `timestamp`, from 0 to 1 (for progress bars). */
export function releasedFraction(lock: LockInfo, timestamp: bigint): number {
  if (lock.amount === 0n) return 1
  return Number((releasedAt(lock, lock.amount, timestamp) * 10_000n) / lock.amount) / 10_000
}

/**
 * The date an extension changes: the unlock date of a fixed lock, the end of a linear one, the
 * first release of a period one. A new value must be later than this and than now.
 */
export function extendableDate(lock: LockScheduleState): bigint {
  return lock.kind === 'period' ? lock.start : lock.end
}
