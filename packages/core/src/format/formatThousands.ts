import { toPlainDecimal } from './toPlainDecimal.ts'

/**
 * Separates the integer part of a number into groups of three digits with commas; the fraction is
 * kept as it is. Works on decimal text, so bigints and long strings stay exact. Non-numeric input
 * gives ''.
 *
 * @example
 * formatThousands(1234567.891) // '1,234,567.891'
 * formatThousands(10n ** 21n) // '1,000,000,000,000,000,000,000'
 * formatThousands('-1000') // '-1,000'
 */
export function formatThousands(value: number | bigint | string): string {
  const plain = toPlainDecimal(value)
  if (plain === undefined) return ''
  const negative = plain.startsWith('-')
  const [integer = '0', fraction] = (negative ? plain.slice(1) : plain).split('.')
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`
}
