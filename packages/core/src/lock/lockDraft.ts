import { type Address, formatUnits, getAddress, parseUnits } from 'viem'
import { type FieldIssue, validateAddress, validateAmount } from '../forms/fieldIssues.ts'
import type { LockScheduleInput } from './createLockSteps.ts'
import type { LockKind } from './lockSchedule.ts'
import { parseLockLines } from './parseLockLines.ts'
import type { LockableToken } from './readLockableToken.ts'

/*
 * The lock forms' values and rules: what the create form holds, the schedule it describes, and
 * each refusal with the spec's message key (the web maps them to fields and words).
 */

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

export const lockPercentPattern = /^\d{1,3}(\.\d{1,2})?$/

/** A percentage with at most two decimals, as basis points. */
export function lockPercentToBps(text: string): bigint {
  return parseUnits(text.trim(), 2)
}

/** Epoch milliseconds as whole seconds (0 when unset). */
export const msToSeconds = (ms: number | undefined): bigint => BigInt(Math.floor((ms ?? 0) / 1000))

/** The schedule the form describes; `dates` from a batch line override its dates in form order. */
export function toSchedule(values: LockFormValues, dates: readonly bigint[] = []): LockScheduleInput {
  switch (values.kind) {
    case 'fixed':
      return { kind: 'fixed', end: dates[0] ?? msToSeconds(values.unlockAt) }
    case 'linear':
      return {
        kind: 'linear',
        start: dates[0] ?? msToSeconds(values.startAt),
        end: dates[1] ?? msToSeconds(values.endAt),
      }
    case 'period':
      return {
        kind: 'period',
        start: dates[0] ?? msToSeconds(values.firstReleaseAt),
        cycle: BigInt((values.cycle ?? 0) * cycleUnits[values.cycleUnit]),
        firstBps: lockPercentToBps(values.firstPercent || '0'),
        cycleBps: lockPercentToBps(values.cyclePercent || '0'),
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

/**
 * The first refusal of the schedule's dates as the form's date fields refuse them (an unlock, end
 * or first release not in the future, an end before its start), or undefined: a summary describes a
 * schedule only once its dates stand, never "Everything unlocks on" a date the form refuses.
 *
 * @example
 * scheduleDateIssue({ ...values, kind: 'fixed', unlockAt: Date.now() - 1 }, Date.now()) // { key: 'validation.unlockDate' }
 */
export function scheduleDateIssue(values: LockFormValues, nowMs: number): FieldIssue {
  switch (values.kind) {
    case 'fixed':
      return validateFutureDate(values.unlockAt, nowMs, 'form.unlockAt')
    case 'linear':
      return validateEnd(values.endAt, values.startAt, nowMs)
    case 'period':
      return validateFutureDate(values.firstReleaseAt, nowMs, 'form.firstReleaseAt')
  }
}

/** A percentage from `min` (exclusive when 0 is not allowed) to 100 with at most two decimals. */
export function validateLockPercent(text: string | undefined, allowZero: boolean, field: string): FieldIssue {
  const value = text?.trim() ?? ''
  if (!value) return { key: 'validation.empty', params: { field } }
  if (!lockPercentPattern.test(value)) return { key: 'validation.percent' }
  const bps = lockPercentToBps(value)
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

/**
 * The batch lines (`address,amount[,dates]`, core's parseLockLines): refused while any line is bad
 * ("N lines have problems"), when there is none, or when their total is more than the wallet holds.
 * Nothing to say until the token is read.
 */
export function validateLockLines(
  text: string | undefined,
  values: LockFormValues,
  token: LockableToken | undefined,
): FieldIssue {
  if (!token) return undefined
  const { lines, issues } = parseLockLines(text ?? '', token.decimals, batchDateColumns[values.kind])
  if (issues.length > 0) return { key: 'validation.badLines', params: { count: issues.length } }
  if (lines.length === 0) return { key: 'validation.linesEmpty' }
  const total = lines.reduce((sum, line) => sum + line.amount, 0n)
  if (total > token.balance) return { key: 'validation.insufficientBalance' }
  return undefined
}

/** A part of a lock to withdraw: a valid amount of at most `max` (what the token lets the wallet take). */
export function validateWithdrawPart(text: string | undefined, decimals: number, max: bigint): FieldIssue {
  const issue = validateAmount(text, decimals, { field: 'form.withdrawAmount' })
  if (issue) return issue
  if (parseUnits(text!.trim(), decimals) > max)
    return { key: 'validation.withdrawAboveRoom', params: { max: formatUnits(max, decimals) } }
  return undefined
}

/** The token field: an address holding a token, and a pair when locking LP. */
export function validateLockToken(
  text: string | undefined,
  isLp: boolean,
  token: LockableToken | null | undefined,
): FieldIssue {
  const issue = validateAddress(text, 'form.token')
  if (issue) return issue
  if (token === null) return { key: 'validation.notToken' }
  // The locker credits a deposit only what it brought, so a rebasing token's growth would not stay
  // with the lock (contracts/docs/lock.md, "What a deposit is credited").
  if (token?.rebasing) return { key: 'validation.rebasingToken' }
  if (token && isLp && !token.lp) return { key: 'validation.notLp' }
  return undefined
}

/** The amount to lock: a valid amount of the token, no more than the wallet holds. */
export function validateLockAmount(
  text: string | undefined,
  token: LockableToken | null | undefined,
): FieldIssue {
  if (!token) return undefined
  const issue = validateAmount(text, token.decimals)
  if (issue) return issue
  if (parseUnits(text!.trim(), token.decimals) > token.balance)
    return { key: 'validation.insufficientBalance' }
  return undefined
}

/**
 * Tokens an extension adds: nothing is fine when a new date is chosen ("extendNothing" when neither
 * is), else a valid amount of at most what the wallet holds (`balance`, unchecked until read).
 */
export function validateExtendAmount(
  text: string | undefined,
  decimals: number,
  { dateChosen, balance }: { dateChosen: boolean; balance: bigint | undefined },
): FieldIssue {
  const value = text?.trim()
  if (!value) return dateChosen ? undefined : { key: 'validation.extendNothing' }
  const issue = validateAmount(value, decimals)
  if (issue) return issue
  if (balance !== undefined && parseUnits(value, decimals) > balance)
    return { key: 'validation.insufficientBalance' }
  return undefined
}

/** A lock's new owner: an address, and not the owner it has. */
export function validateNewLockOwner(text: string | undefined, owner: Address): FieldIssue {
  const issue = validateAddress(text, 'form.newOwner')
  if (issue) return issue
  return getAddress(text!.trim()) === owner ? { key: 'validation.sameOwner' } : undefined
}
