import type { FieldIssue } from '@tokenbox/core/forms/fieldIssues.ts'
import type { LockScheduleInput } from '@tokenbox/core/lock/createLockSteps.ts'
import type { LockKind } from '@tokenbox/core/lock/lockSchedule.ts'
import { parseUnits } from 'viem'

/** Cycle units of a period lock, in seconds. */
export const cycleUnits = { minute: 60, hour: 3600, day: 86_400 } as const
export type CycleUnit = keyof typeof cycleUnits

/** The create form as antd holds it (dates as epoch milliseconds). */
export type LockFormValues = {
  token: string
  isLp: boolean
  batch: boolean
  amount: string
  forAnother: boolean
  owner: string
  lines: string
  kind: LockKind
  unlockAt?: number
  startAt?: number
  endAt?: number
  firstReleaseAt?: number
  firstPercent: string
  cycle: number | null
  cycleUnit: CycleUnit
  cyclePercent: string
  description: string
}

export const percentPattern = /^\d{1,3}(\.\d{1,2})?$/

/** A percentage with at most two decimals, as basis points. */
export function percentToBps(text: string): bigint {
  return parseUnits(text.trim(), 2)
}

export const seconds = (ms: number | undefined): bigint => BigInt(Math.floor((ms ?? 0) / 1000))

/** The schedule the form describes; `dates` from a batch line override its dates in form order. */
export function toSchedule(values: LockFormValues, dates: readonly bigint[] = []): LockScheduleInput {
  switch (values.kind) {
    case 'fixed':
      return { kind: 'fixed', end: dates[0] ?? seconds(values.unlockAt) }
    case 'linear':
      return {
        kind: 'linear',
        start: dates[0] ?? seconds(values.startAt),
        end: dates[1] ?? seconds(values.endAt),
      }
    case 'period':
      return {
        kind: 'period',
        start: dates[0] ?? seconds(values.firstReleaseAt),
        cycle: BigInt((values.cycle ?? 0) * cycleUnits[values.cycleUnit]),
        firstBps: percentToBps(values.firstPercent || '0'),
        cycleBps: percentToBps(values.cyclePercent || '0'),
      }
  }
}

/** How many date columns a batch line may carry for each schedule. */
export const batchDateColumns: Record<LockKind, number> = { fixed: 1, linear: 2, period: 1 }

/** "Unlock date must be greater than the current date or time". */
export function validateFutureDate(ms: number | undefined, nowMs: number, field: string): FieldIssue {
  if (!ms) return { key: 'validation.empty', params: { field } }
  if (ms <= nowMs) return { key: 'validation.unlockDate' }
  return undefined
}

/** "End time must be greater than start time" (linear locks). */
export function validateEnd(
  endMs: number | undefined,
  startMs: number | undefined,
  nowMs: number,
): FieldIssue {
  const future = validateFutureDate(endMs, nowMs, 'form.endAt')
  if (future) return future
  if (startMs !== undefined && endMs! <= startMs) return { key: 'validation.endAfterStart' }
  return undefined
}

/** A percentage from `min` (exclusive when 0 is not allowed) to 100 with at most two decimals. */
export function validateLockPercent(text: string | undefined, allowZero: boolean, field: string): FieldIssue {
  const value = text?.trim() ?? ''
  if (!value) return { key: 'validation.empty', params: { field } }
  if (!percentPattern.test(value)) return { key: 'validation.percent' }
  const bps = percentToBps(value)
  if (bps > 10_000n || (!allowZero && bps === 0n)) return { key: 'validation.percent' }
  return undefined
}

/** A cycle: a whole number of units, at least one, at most ten years. */
export function validateCycle(value: number | null | undefined, unit: CycleUnit): FieldIssue {
  if (value === null || value === undefined)
    return { key: 'validation.empty', params: { field: 'form.cycle' } }
  if (!Number.isInteger(value) || value < 1 || value * cycleUnits[unit] > 10 * 365 * 86_400) {
    return { key: 'validation.cycle' }
  }
  return undefined
}
