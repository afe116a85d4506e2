import { groupDecimal } from './groupDecimal.ts'

/** Decimal text as typed in a form: digits, then optionally a point and more digits. */
const decimalText = /^\d+(\.\d+)?$/

/**
 * Decimal text written the way `locale` writes numbers, with its group and decimal separators
 * (core's one grouping, groupDecimal), exactly: every digit typed is kept (the number is never
 * turned into a float, so 18 decimals and 30-digit supplies survive). Text that is not a plain
 * non-negative decimal gives undefined, so the caller can say the value is invalid instead of
 * showing it.
 *
 * @example
 * formatLocaleDecimal('1000000.5', 'en') // '1,000,000.5'
 * formatLocaleDecimal('1000000.5', 'es') // '1.000.000,5'
 * formatLocaleDecimal('12abc', 'en') // undefined
 */
export function formatLocaleDecimal(text: string, locale: string): string | undefined {
  const value = text.trim()
  if (!decimalText.test(value)) return undefined
  return groupDecimal(value, locale)
}
