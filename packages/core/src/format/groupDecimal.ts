import { localeTag } from './localeTag.ts'
import { numberLanguage } from './numberLanguage.ts'

const formats = new Map<string, Intl.NumberFormat>()

/**
 * Plain decimal text (`-1234567.25`, digits only, any length) written with `language`'s group and
 * decimal separators, every digit kept: the one place TokenBox groups digits (issue 52: one number
 * format per language). `language` is by default the interface language (numberLanguage.ts). en,
 * zh and ja write 1,234,567.25; es writes 1.234.567,25 (and 1234 for four digits, as Spanish style
 * has it). Text that is not a plain decimal comes back as it is.
 *
 * @example
 * groupDecimal('1234567.25', 'en') // '1,234,567.25'
 * groupDecimal('1234567.25', 'es') // '1.234.567,25'
 * groupDecimal('1000000000000000000000000', 'zh') // '1,000,000,000,000,000,000,000,000'
 */
export function groupDecimal(plain: string, language = numberLanguage()): string {
  if (!/^-?\d+(\.\d+)?$/.test(plain)) return plain
  const digits = Math.min(100, plain.split('.')[1]?.length ?? 0)
  const key = `${localeTag(language)}/${digits}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(localeTag(language), {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    formats.set(key, format)
  }
  // Intl formats a numeric string at full precision (ECMA-402 "Intl.NumberFormat v3").
  return format.format(plain as `${number}`)
}
