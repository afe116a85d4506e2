import { languageStorageKey } from '@tokenbox/ui/i18n/languages.ts'

/**
 * The saved language setting, or null when none is saved or storage is unavailable.
 *
 * @example
 * detectLanguage({ saved: readSavedLanguage(), browserLanguages: navigator.languages })
 */
export function readSavedLanguage(): string | null {
  try {
    return localStorage.getItem(languageStorageKey)
  } catch {
    return null
  }
}
