import { type DraftIssue, parseDraftAmount, validateUint128Amount } from '../forms/fieldIssues.ts'

/**
 * A withdrawal amount as typed, checked before anything is signed: "Please input", "invalid
 * amount", then, above what the account has earned (the pool's BeanAboveOwed), that only earnings
 * can be withdrawn: a deposit stays in the pool for good, and a bare "Insufficient balance" left
 * depositors asking for their principal wondering why.
 *
 * @example
 * validateBeanWithdraw('50', 6, 20_000_000n) // { key: 'validation.aboveEarnings' }
 */
export function validateBeanWithdraw(text: string, decimals: number, owed: bigint): DraftIssue | undefined {
  const issue = validateUint128Amount(text, decimals, 'field.withdrawAmount')
  if (issue) return issue
  if (parseDraftAmount(text, decimals) > owed) return { key: 'validation.aboveEarnings' }
  return undefined
}
