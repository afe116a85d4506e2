import { type DraftIssue, parseDraftAmount, validateUint128Amount } from '../forms/fieldIssues.ts'

/** Dollar Beans and Roast Beef take deposits of 10 to 100,000 whole coins (BeanPool.rules()). */
export const beanDepositCoins = { min: 10, max: 100_000 } as const

/**
 * A deposit amount as typed, checked before anything is signed: "Please input" when empty,
 * "invalid amount" when malformed, and the spec's "dollar-bean deposits must be 10 to 100k USDT"
 * outside the bounds the pool enforces (`BeanDepositOutOfRange`), in the coin's decimals.
 *
 * @example
 * validateBeanDeposit('9.99', 6) // { key: 'validation.beanDepositRange', params: { min: 10, max: 100000 } }
 */
export function validateBeanDeposit(text: string, decimals: number): DraftIssue | undefined {
  const issue = validateUint128Amount(text, decimals, 'field.depositAmount')
  if (issue) return issue
  const amount = parseDraftAmount(text, decimals)
  const unit = 10n ** BigInt(decimals)
  if (amount < BigInt(beanDepositCoins.min) * unit || amount > BigInt(beanDepositCoins.max) * unit)
    return { key: 'validation.beanDepositRange', params: { ...beanDepositCoins } }
  return undefined
}
