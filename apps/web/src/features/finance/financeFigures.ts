import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { formatPercent } from '@tokenbox/core/format/formatPercent.ts'
import { truncateAmount } from '@tokenbox/core/format/truncateAmount.ts'

/**
 * Base units as a decimal in the user's language, cut (never rounded up) to `digits` decimals: a
 * balance or an amount owed is never shown above what it is.
 */
export function amountText(value: bigint, decimals: number, language: string, digits = 4): string {
  const cut = truncateAmount(value, digits, { decimals })
  return formatLocaleDecimal(cut, language) ?? cut
}

/** Basis points as a percentage in the user's language ("6.5%"). */
export function bpsText(bps: bigint | number, language: string): string {
  return formatPercent(bps, language)
}

/** Unix seconds as a medium date and short time in the user's language. */
export function dateText(seconds: bigint, language: string): string {
  return formatDateTime(seconds, language)
}
