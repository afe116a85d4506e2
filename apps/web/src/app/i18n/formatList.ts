import { isLanguage, type Language } from '@tokenbox/ui/i18n/languages.ts'

/** How each language joins a list ("and" lists, CLDR's standard list patterns for these languages). */
const patterns: Record<Language, { between: string; pair: string; last: string }> = {
  en: { between: ', ', pair: ' and ', last: ', and ' },
  zh: { between: '、', pair: '和', last: '和' },
  es: { between: ', ', pair: ' y ', last: ' y ' },
  ja: { between: '、', pair: '、', last: '、' },
}

/** Spanish writes "e" for "y" before a word that starts with the sound /i/: "i-", or "hi-" but not "hia-", "hie-". */
const spanishESound = /^(i|hi(?![aeiouáéíóú]))/i

/**
 * Joins `items` as an "and" list in `language`: "a, b, and c", "a、b和c", "a, b e intercambiar",
 * "a、b、c". What `Intl.ListFormat(language, { type: 'conjunction' })` answers for these four
 * languages, without its cost: Chromium loads the list data on its first use, 120 to 230 ms of the
 * main thread at 4x CPU throttling (issue 17, measured in the dashboard's first render). Another
 * language falls back to English.
 *
 * @example
 * formatList(['create tokens', 'lock tokens', 'find a vanity address'], 'en') // 'create tokens, lock tokens, and find a vanity address'
 */
export function formatList(items: readonly string[], language: string): string {
  const { between, pair, last } = patterns[isLanguage(language) ? language : 'en']
  if (items.length < 2) return items[0] ?? ''
  const final = items[items.length - 1] ?? ''
  const joiner = items.length === 2 ? pair : last
  const spanishE = language === 'es' && spanishESound.test(final)
  return `${items.slice(0, -1).join(between)}${spanishE ? joiner.replace('y', 'e') : joiner}${final}`
}
