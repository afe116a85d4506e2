import { localeTag } from './localeTag.ts'
import { numberLanguage } from './numberLanguage.ts'

const formats = new Map<string, Intl.NumberFormat>()

/**
 * A number (a share, a multiple, a count) written as `language` writes numbers (by default the
 * interface language, numberLanguage.ts), rounded to at most `maxDecimals`: the formatter of every
 * figure that is no token amount (those go through formatTokenAmount, exactly).
 *
 * @example
 * formatNumber(1234.567) // '1,234.57' in English
 * formatNumber(1234.567, { language: 'es' }) // '1234,57'
 */
export function formatNumber(
  value: number,
  options: { language?: string; maxDecimals?: number } = {},
): string {
  const tag = localeTag(options.language ?? numberLanguage())
  const maxDecimals = options.maxDecimals ?? 2
  const key = `${tag}/${maxDecimals}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(tag, { maximumFractionDigits: maxDecimals })
    formats.set(key, format)
  }
  return format.format(value)
}

/**
 * Basis points as a percentage with at most two decimals, in `language`'s digits (by default the
 * interface language): 9900 -> '99%', 1250 -> '12.5%' ('12,5%' in Spanish).
 *
 * @example
 * formatPercent(1250) // '12.5%'
 * formatPercent(1250n, 'es') // '12,5%'
 */
export function formatPercent(bps: number | bigint, language?: string): string {
  return `${formatNumber(Number(bps) / 100, { language, maxDecimals: 2 })}%`
}
