import { localeTag } from './formatDateTime.ts'

const formats = new Map<string, Intl.NumberFormat>()

/** The interface language numbers are written in when a call names none. */
let interfaceLanguage = 'en'

/**
 * Sets the language every amount is grouped in when its formatter is given none (as dayjs.locale
 * does for dates): the web app and the extension's pages call it whenever their interface language
 * changes, so a screen's amounts follow the language without each call passing it. Code that
 * writes for another reader (the extension's guard, in the settings' language) passes its own.
 *
 * @example
 * i18n.on('languageChanged', setNumberLanguage)
 */
export function setNumberLanguage(language: string): void {
  interfaceLanguage = language
}

/**
 * Plain decimal text (`-1234567.25`, digits only, any length) written with `language`'s group and
 * decimal separators (by default the interface language, {@link setNumberLanguage}), every digit kept: the one place TokenBox groups digits (issue 52: one number
 * format per language). en, zh and ja write 1,234,567.25; es writes 1.234.567,25 (and 1234 for
 * four digits, as Spanish style has it). Text that is not a plain decimal comes back as it is.
 *
 * @example
 * groupDecimal('1234567.25', 'en') // '1,234,567.25'
 * groupDecimal('1234567.25', 'es') // '1.234.567,25'
 * groupDecimal('1000000000000000000000000', 'zh') // '1,000,000,000,000,000,000,000,000'
 */
export function groupDecimal(plain: string, language = interfaceLanguage): string {
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
