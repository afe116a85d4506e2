import { type LockScheduleState, lockBps, releasedAt } from './lockSchedule.ts'

/** One row of a release schedule: at `at`, `amount` more is released, `released` in all. */
export type ScheduledRelease = {
  at: bigint
  /** Released at this row (a linear lock: since the previous row). */
  amount: bigint
  /** Released in total by `at`, withdrawn included. */
  released: bigint
  /** `released` as basis points of the whole (10,000 = 100%), the schedule's own share. */
  bps: bigint
}

export type ReleaseScheduleOptions = {
  /**
   * Milestones a linear lock is listed by (it releases every second, so a row per second would
   * say nothing): 4 gives 25%, 50%, 75% and 100%, after a row for the start.
   */
  linearSteps?: number
}

/**
 * Every release of a schedule, in order, for the release table of My Lock and the shared lock page:
 * a fixed lock's one date; a period lock's first release and then one row per cycle until 100%
 * (at most 10,001 rows, when each cycle releases 0.01%); a linear lock's start and its milestones.
 * Amounts follow the contract's rounding (core's releasedAt), so the last row always completes the
 * amount and the rows add up to it.
 *
 * @example
 * releaseSchedule({ kind: 'period', start: 1000n, end: 1090n, cycle: 30n, firstBps: 2000n, cycleBps: 3000n }, 1000n)
 * // [{ at: 1000n, amount: 200n, released: 200n, bps: 2000n }, { at: 1030n, amount: 300n, released: 500n, bps: 5000n }, ...]
 */
export function releaseSchedule(
  schedule: LockScheduleState,
  amount: bigint,
  { linearSteps = 4 }: ReleaseScheduleOptions = {},
): ScheduledRelease[] {
  const { kind, start, end } = schedule
  const moments: { at: bigint; bps: bigint }[] = []
  if (kind === 'fixed') {
    moments.push({ at: end, bps: lockBps })
  } else if (kind === 'linear') {
    const steps = BigInt(Math.max(1, Math.floor(linearSteps)))
    moments.push({ at: start, bps: 0n })
    // Rounded up, so the milestone's share is released at that second, not a second after.
    for (let step = 1n; step <= steps; step++) {
      moments.push({ at: start + ((end - start) * step + steps - 1n) / steps, bps: (lockBps * step) / steps })
    }
  } else {
    for (let at = start, bps = schedule.firstBps; at <= end; at += schedule.cycle, bps += schedule.cycleBps) {
      // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.min does not take
      moments.push({ at, bps: bps > lockBps ? lockBps : bps })
      if (schedule.cycle === 0n) break
    }
  }
  let previous = 0n
  return moments.map(({ at, bps }) => {
    const released = releasedAt(schedule, amount, at)
    const row = { at, amount: released - previous, released, bps }
    previous = released
    return row
  })
}
