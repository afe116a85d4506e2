import { localeTag } from './localeTag.ts'

const formats = new Map<string, Intl.NumberFormat>()

/**
 * A dollar value as `language` writes money ("$1,234.56", "1234,56 US$", "US$1,234.56"), in cents;
 * a value under a cent is "< $0.01" in the same writing, never "$0.00", which would say nothing
 * is moving.
 *
 * @example
 * formatUsd(1234.567, 'en') // '$1,234.57'
 * formatUsd(0.004, 'en') // '< $0.01'
 */
export function formatUsd(value: number, language: string): string {
  const tag = localeTag(language)
  let format = formats.get(tag)
  if (!format) {
    format = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    formats.set(tag, format)
  }
  return value > 0 && value < 0.01 ? `< ${format.format(0.01)}` : format.format(value)
}
