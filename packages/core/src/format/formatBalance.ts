import { groupDecimal } from './groupDecimal.ts'
import { truncateAmount } from './truncateAmount.ts'

/**
 * Shows a wallet balance with 4 decimals, truncated (never rounded up) and padded with zeros,
 * and exactly `0.000` when the balance is zero, as the spec's account display does, grouped as
 * `language` writes numbers (groupDecimal). A dust balance that truncates to nothing shows
 * `0.0000`, which tells it apart from a true zero.
 *
 * @param value The balance in the smallest unit (wei for the native coin).
 * @param decimals The unit's decimals; 18 for every native coin in the catalogue.
 * @param language Whose separators; default the interface language (numberLanguage.ts).
 *
 * @example
 * formatBalance(1_500_000_000_000_000_000n) // '1.5000'
 * formatBalance(0n) // '0.000'
 * formatBalance(10n ** 22n) // '10,000.0000'
 * formatBalance(123_456_789n, 6, 'es') // '123,4567'
 */
export function formatBalance(value: bigint, decimals = 18, language?: string): string {
  if (value === 0n) return groupDecimal('0.000', language)
  const truncated = truncateAmount(value, 4, { decimals })
  const [integer, fraction = ''] = truncated.split('.')
  // A negative dust value truncates to '0'; keep its sign off, like truncateAmount does.
  return groupDecimal(`${integer}.${fraction.padEnd(4, '0')}`, language)
}
