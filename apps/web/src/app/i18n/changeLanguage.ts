import { type Language, languageStorageKey } from '@tokenbox/ui/i18n/languages.ts'
import { loadAntdLocale } from '@tokenbox/ui/i18n/loadAntdLocale.ts'
import type { i18n } from 'i18next'
import { hasLanguageLoaded, loadLanguage, setSwitchTarget } from '../../base/loadLanguage.ts'

/** The latest switch asked for, per instance: an earlier one that finishes loading later yields. */
const latestSwitch = new WeakMap<object, number>()

/**
 * Switches the interface language once everything it shows is loaded, and saves the choice so
 * the next visit starts in it. The switch happens only when the strings of every namespace in
 * use are there, including a lazy one a screen asked for while they loaded (the screen loads it
 * in the target language too, loadLazyNamespace), and Ant Design's own texts: no render shows the
 * new language with some parts still in English. When the user picks again before the first
 * choice has loaded, the last choice wins whatever finishes first.
 *
 * @example
 * await changeLanguage(i18n, 'es')
 */
export async function changeLanguage(instance: i18n, language: Language): Promise<void> {
  const key = instance.store ?? instance
  const request = (latestSwitch.get(key) ?? 0) + 1
  latestSwitch.set(key, request)
  setSwitchTarget(instance, language)
  try {
    await loadAntdLocale(language)
    do await loadLanguage(instance, language)
    while (!hasLanguageLoaded(instance, language))
  } finally {
    if (latestSwitch.get(key) === request) setSwitchTarget(instance, undefined)
  }
  if (latestSwitch.get(key) !== request) return
  await instance.changeLanguage(language)
  try {
    localStorage.setItem(languageStorageKey, language)
  } catch {
    // Storage can be disabled (private mode, policies); the switch still applies to this visit.
  }
}
