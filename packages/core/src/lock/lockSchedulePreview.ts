import { type LockFormValues, scheduleDateIssue, toSchedule } from './lockDraft.ts'
import { type LockScheduleState, periodEnd } from './lockSchedule.ts'

/**
 * The schedule a Create Lock draft describes, for the summary beside the form, or undefined while
 * its fields are incomplete or hold a date the form refuses (issue 77: never "Everything unlocks on
 * Jan 1, 2025" beside "must be in the future"). A period lock's end is where its cycles complete.
 *
 * @example
 * lockSchedulePreview({ ...values, kind: 'fixed', unlockAt: Date.now() + 86_400_000 }, Date.now()) // { kind: 'fixed', end, ... }
 */
export function lockSchedulePreview(
  values: LockFormValues | undefined,
  nowMs: number,
): LockScheduleState | undefined {
  if (!values?.kind || scheduleDateIssue(values, nowMs)) return undefined
  let schedule: ReturnType<typeof toSchedule>
  try {
    schedule = toSchedule(values)
  } catch {
    // A percentage still being typed ("1.", "abc") is no schedule yet.
    return undefined
  }
  const none = { start: 0n, cycle: 0n, firstBps: 0n, cycleBps: 0n }
  switch (schedule.kind) {
    case 'fixed':
      return values.unlockAt ? { ...none, ...schedule } : undefined
    case 'linear':
      return values.startAt && values.endAt ? { ...none, ...schedule } : undefined
    case 'period':
      if (!values.firstReleaseAt || schedule.cycle <= 0n || schedule.cycleBps <= 0n) return undefined
      return {
        ...schedule,
        end: periodEnd(schedule.start, schedule.cycle, schedule.firstBps, schedule.cycleBps),
      }
  }
}
