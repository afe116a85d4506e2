import { type Address, zeroAddress } from 'viem'

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
 * A lock's status as My Lock and the shared lock page show it. The spec's three (spec 001 section 4)
 * are kept, told apart more finely the way PinkLock and UNCX show vesting:
 * - `locked`: nothing can be withdrawn now, something is still to be released (spec: locked);
 * - `partlyWithdrawable`: part is released and not withdrawn, more is still to come (spec: locked,
 *   which is what a linear lock with 3% released used to show, hiding the 3%);
 * - `fullyWithdrawable`: everything is released, not all withdrawn: the owner can withdraw the rest
 *   or extend the lock again (spec: extendable);
 * - `withdrawn`: everything was withdrawn (spec: unlocked);
 * - `renounced`: the owner gave the lock up and what is left stays in the contract for good (the
 *   contract lets nobody withdraw it, so calling it withdrawable would mislead).
 */
export type LockStatus = 'locked' | 'partlyWithdrawable' | 'fullyWithdrawable' | 'withdrawn' | 'renounced'

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

/**
 * Released and not yet withdrawn at `timestamp`: what a withdrawal in a block of that time would
 * take. Never negative after an extension moved the schedule later, and zero for a renounced lock
 * (as the contract's getLocks says).
 *
 * @example
 * withdrawableAt(lock, chainNow) // 30n of a 1,000 linear lock 3% into its release
 */
export function withdrawableAt(lock: LockInfo, timestamp: bigint): bigint {
  if (lock.owner === zeroAddress) return 0n
  const released = releasedAt(lock, lock.amount, timestamp)
  return released > lock.withdrawn ? released - lock.withdrawn : 0n
}

/**
 * The status at `timestamp` (the chain's time): see {@link LockStatus}.
 *
 * @example
 * lockStatus(linearLock, start + (end - start) / 33n) // 'partlyWithdrawable'
 */
export function lockStatus(lock: LockInfo, timestamp: bigint): LockStatus {
  if (lock.withdrawn >= lock.amount) return 'withdrawn'
  if (lock.owner === zeroAddress) return 'renounced'
  if (timestamp >= lock.end) return 'fullyWithdrawable'
  return withdrawableAt(lock, timestamp) > 0n ? 'partlyWithdrawable' : 'locked'
}

/**
 * What comes next in a schedule after `timestamp`:
 * - `step`: tokens released at one moment (`at`): a fixed lock's unlock date, a period lock's first
 *   release or next cycle; `amount` is what that moment adds, `released` the total by then;
 * - `start`: a linear lock whose release has not begun: it starts at `at`, then `perDay` a day;
 * - `continuous`: a linear lock releasing now: tokens become withdrawable every second, `perDay` a
 *   day, until everything (`released`, the whole amount) is out at `at`, the end; `amount` is what
 *   is still to come.
 */
export type NextRelease =
  | { kind: 'step'; at: bigint; amount: bigint; released: bigint }
  | { kind: 'start'; at: bigint; amount: bigint; released: bigint; perDay: bigint }
  | { kind: 'continuous'; at: bigint; amount: bigint; released: bigint; perDay: bigint }

/**
 * The next release after `timestamp` (see {@link NextRelease}), or undefined when everything is
 * released. Amounts follow the contract's rounding.
 *
 * @example
 * nextRelease(periodLock, 1000n, now) // { kind: 'step', at: 1060n, amount: 300n, released: 800n }
 * nextRelease(linearLock, 1000n, now) // { kind: 'continuous', at: end, amount: 970n, released: 1000n, perDay: 10n }
 */
export function nextRelease(
  schedule: LockScheduleState,
  amount: bigint,
  timestamp: bigint,
): NextRelease | undefined {
  const { kind, start, end, cycle } = schedule
  if (timestamp >= end) return undefined
  const now = releasedAt(schedule, amount, timestamp)
  if (kind === 'linear') {
    const perDay = (amount * 86_400n) / (end - start)
    return timestamp < start
      ? { kind: 'start', at: start, amount: 0n, released: 0n, perDay }
      : { kind: 'continuous', at: end, amount: amount - now, released: amount, perDay }
  }
  const at =
    kind === 'fixed' ? end : timestamp < start ? start : start + ((timestamp - start) / cycle + 1n) * cycle
  const released = releasedAt(schedule, amount, at)
  return { kind: 'step', at, amount: released - now, released }
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
