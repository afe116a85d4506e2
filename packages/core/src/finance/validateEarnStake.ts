import { type DraftIssue, parseDraftAmount, validateUint128Amount } from '../forms/fieldIssues.ts'

/**
 * A stake amount as typed, checked before anything is signed: "Please input", "invalid amount",
 * then "Insufficient balance" above what the wallet holds.
 *
 * @example
 * validateEarnStake('', 18, 10n) // { key: 'validation.empty', params: { field: 'field.stakeAmount' } }
 */
export function validateEarnStake(text: string, decimals: number, balance: bigint): DraftIssue | undefined {
  const issue = validateUint128Amount(text, decimals, 'field.stakeAmount')
  if (issue) return issue
  if (parseDraftAmount(text, decimals) > balance) return { key: 'validation.insufficientBalance' }
  return undefined
}
