import { defaultLanguage, isLanguage, type Language } from './languages.ts'

export type DetectLanguageParameters = {
  /** The saved setting, if any (localStorage). */
  saved: string | null | undefined
  /** The browser's preferred languages, most preferred first (`navigator.languages`). */
  browserLanguages: readonly string[]
}

/**
 * Picks the interface language as the spec orders it: the saved setting, else the first browser
 * language whose primary subtag is one we translate (`zh-TW` and `es-419` count as zh and es),
 * else English.
 *
 * @example
 * detectLanguage({ saved: null, browserLanguages: ['de-DE', 'ja-JP'] }) // 'ja'
 */
export function detectLanguage({ saved, browserLanguages }: DetectLanguageParameters): Language {
  if (isLanguage(saved)) return saved
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0]
    if (isLanguage(primary)) return primary
  }
  return defaultLanguage
}
