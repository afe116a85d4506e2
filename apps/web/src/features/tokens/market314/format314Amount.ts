import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { truncateAmount } from '@tokenbox/core/format/truncateAmount.ts'

/**
 * An amount of the coin or of a 314 token (both 18 decimals) for the market's screens: cut (never
 * rounded up) to `digits` decimals, in the user's number format. A reserve read to the wei is
 * unreadable, and rounding up would show more than there is.
 *
 * @example
 * format314Amount(454_959_053_685_168_334_849_864n, 'en') // '454,959.0536'
 */
export function format314Amount(value: bigint, language: string, digits = 4): string {
  return formatLocaleDecimal(truncateAmount(value, digits, { decimals: 18 }), language) ?? ''
}
