import { type DraftIssues, validateAddress } from '../forms/fieldIssues.ts'
import {
  type LockFormValues,
  validateCycle,
  validateEnd,
  validateFutureDate,
  validateLockAmount,
  validateLockLines,
  validateLockPercent,
  validateLockToken,
} from './lockDraft.ts'
import type { LockableToken } from './readLockableToken.ts'

/**
 * Every refusal of a Create Lock draft, by the form's field name, as the form's own fields refuse
 * them (lockDraft's validators): the token, the amount or the batch lines against what the wallet
 * holds, another owner's address, and the schedule's dates, percentages and cycle. Only the fields
 * the draft's mode shows are checked (a batch has no single amount, a fixed lock no cycle). Empty
 * when the draft can be planned.
 *
 * @example
 * validateLockDraft({ ...values, amount: '0' }, token, Date.now()) // { amount: { key: 'validation.amount', ... } }
 */
export function validateLockDraft(
  values: LockFormValues,
  token: LockableToken | null | undefined,
  nowMs: number,
): DraftIssues {
  const checks: Record<string, () => ReturnType<typeof validateAddress>> = {
    token: () => validateLockToken(values.token, values.isLp, token),
  }
  if (values.batch) checks.lines = () => validateLockLines(values.lines, values, token ?? undefined)
  else {
    checks.amount = () => validateLockAmount(values.amount, token)
    if (values.forAnother) checks.owner = () => validateAddress(values.owner, 'form.owner')
  }
  if (values.kind === 'fixed')
    checks.unlockAt = () => validateFutureDate(values.unlockAt, nowMs, 'form.unlockAt')
  if (values.kind === 'linear') {
    checks.startAt = () =>
      values.startAt ? undefined : { key: 'validation.empty', params: { field: 'form.startAt' } }
    checks.endAt = () => validateEnd(values.endAt, values.startAt, nowMs)
  }
  if (values.kind === 'period') {
    checks.firstReleaseAt = () => validateFutureDate(values.firstReleaseAt, nowMs, 'form.firstReleaseAt')
    checks.firstPercent = () => validateLockPercent(values.firstPercent, true, 'form.firstPercent')
    checks.cycle = () => validateCycle(values.cycle, values.cycleUnit)
    checks.cyclePercent = () => validateLockPercent(values.cyclePercent, false, 'form.cyclePercent')
  }
  const issues: DraftIssues = {}
  for (const [field, check] of Object.entries(checks)) {
    const issue = check()
    if (issue) issues[field] = issue
  }
  return issues
}
