import { type DraftIssue, draftTokenIssue } from '../forms/fieldIssues.ts'

/** BeanPool's bound on its coin (`_MAX_DECIMALS`): prices and payouts are scaled by 10^decimals. */
export const beanLimits = { maxCoinDecimals: 24 } as const

/**
 * The Bean create form's one field, the coin, checked as the factory will: "Please input",
 * "Illegal address", "No information about this contract" (its decimals unread), then the pool's
 * bound on the coin's decimals (the contract refuses more with BeanUnsupportedDecimals).
 *
 * @example
 * validateBeanCoin(usdt, 6) // undefined
 * validateBeanCoin(coin, 30) // { key: 'validation.beanCoinDecimals', params: { count: 24 } }
 */
export function validateBeanCoin(text: string, decimals: number | undefined): DraftIssue | undefined {
  const issue = draftTokenIssue(text, decimals, 'field.coin')
  if (issue) return issue
  if (decimals !== undefined && decimals > beanLimits.maxCoinDecimals)
    return { key: 'validation.beanCoinDecimals', params: { count: beanLimits.maxCoinDecimals } }
  return undefined
}
