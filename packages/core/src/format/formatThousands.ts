import { groupDecimal } from './groupDecimal.ts'
import { toPlainDecimal } from './toPlainDecimal.ts'

/**
 * A number grouped as `language` (default: the interface language) writes numbers (groupDecimal),
 * every fractional digit kept.
 * Works on decimal text, so bigints and long strings stay exact. Non-numeric input gives ''.
 *
 * @example
 * formatThousands(1234567.891) // '1,234,567.891'
 * formatThousands(10n ** 21n) // '1,000,000,000,000,000,000,000'
 * formatThousands('-1000') // '-1,000'
 * formatThousands('1234567.5', 'es') // '1.234.567,5'
 */
export function formatThousands(value: number | bigint | string, language?: string): string {
  const plain = toPlainDecimal(value)
  if (plain === undefined) return ''
  return groupDecimal(plain, language)
}
