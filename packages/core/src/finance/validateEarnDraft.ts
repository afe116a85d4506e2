import {
  type DraftIssues,
  draftPercentIssue,
  draftTokenIssue,
  validateUint128Amount,
} from '../forms/fieldIssues.ts'
import { type EarnDraft, earnLimits } from './earnDraft.ts'

/**
 * Every field of the Earn create form checked as the factory and pool will check them, before
 * anything is signed: an empty field "Please input", a malformed amount "invalid amount", no period
 * "Lock duration setting item is empty", then the contract's ranges (1 to 8 periods of 1 to 1,095
 * days at 0.01% to 1,000% a year; an early fee up to 50%, or empty: no early redemption). An empty
 * result means the draft can be sent.
 *
 * @example
 * validateEarnDraft({ ...defaultEarnDraft(), periods: [] })
 * // { token: { key: 'validation.empty', ... }, periods: { key: 'validation.lockEmpty' }, ... }
 */
export function validateEarnDraft(draft: EarnDraft): DraftIssues {
  const issues: DraftIssues = {}
  const put = (path: string, issue: DraftIssues[string] | undefined) => {
    if (issue && !issues[path]) issues[path] = issue
  }
  const decimals = draft.decimals ?? 18
  put('token', draftTokenIssue(draft.token, draft.decimals, 'field.token'))
  if (draft.periods.length === 0) put('periods', { key: 'validation.lockEmpty' })
  if (draft.periods.length > earnLimits.maxPeriods)
    put('periods', { key: 'validation.tooMany', params: { max: earnLimits.maxPeriods } })
  draft.periods.forEach((period, index) => {
    const days = period.days
    if (days === undefined || days === null) put(`periods.${index}.days`, { key: 'validation.lockEmpty' })
    else if (!Number.isInteger(days) || days < 1 || days > earnLimits.maxDays)
      put(`periods.${index}.days`, {
        key: 'validation.wholeRange',
        params: { min: 1, max: earnLimits.maxDays },
      })
    put(
      `periods.${index}.aprPercent`,
      draftPercentIssue(period.aprPercent, 'field.apr', 0.01, earnLimits.maxAprPercent),
    )
  })
  if (draft.totalLimit.trim())
    put('totalLimit', validateUint128Amount(draft.totalLimit, decimals, 'field.totalLimit'))
  if (draft.userLimit.trim())
    put('userLimit', validateUint128Amount(draft.userLimit, decimals, 'field.userLimit'))
  if (draft.earlyFeePercent.trim())
    put(
      'earlyFeePercent',
      draftPercentIssue(draft.earlyFeePercent, 'field.earlyFee', 0, earnLimits.maxEarlyFeePercent),
    )
  put(
    'rewardFund',
    validateUint128Amount(draft.rewardFund, decimals, 'field.rewardFund', { allowZero: true }),
  )
  return issues
}
