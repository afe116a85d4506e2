import type { i18n } from 'i18next'
import { type Language, languageStorageKey } from './languages.ts'
import { loadLanguage } from './loadLanguage.ts'

/**
 * Switches the interface language after loading its strings, and saves the choice so the next
 * visit starts in it.
 *
 * @example
 * await changeLanguage(i18n, 'es')
 */
export async function changeLanguage(instance: i18n, language: Language): Promise<void> {
  await loadLanguage(instance, language)
  await instance.changeLanguage(language)
  try {
    localStorage.setItem(languageStorageKey, language)
  } catch {
    // Storage can be disabled (private mode, policies); the switch still applies to this visit.
  }
}
