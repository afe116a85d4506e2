import type { Language } from '@tokenbox/ui/i18n/languages.ts'
import checkEn from '@tokenbox/ui/locales/en/check.json'
import errorsEn from '@tokenbox/ui/locales/en/errors.json'
import checkEs from '@tokenbox/ui/locales/es/check.json'
import errorsEs from '@tokenbox/ui/locales/es/errors.json'
import checkJa from '@tokenbox/ui/locales/ja/check.json'
import errorsJa from '@tokenbox/ui/locales/ja/errors.json'
import checkZh from '@tokenbox/ui/locales/zh/check.json'
import errorsZh from '@tokenbox/ui/locales/zh/errors.json'
import type { i18n } from 'i18next'
import { createExtensionI18n } from '../i18n/extensionI18n.ts'
import guardEn from '../locales/en/guard.json'
import guardEs from '../locales/es/guard.json'
import guardJa from '../locales/ja/guard.json'
import guardZh from '../locales/zh/guard.json'

const instances = new Map<Language, Promise<i18n>>()

/**
 * The guard's translations in `language`: its own `guard` namespace, the web app's `check`
 * namespace for the safety check's reasons and its `errors` namespace for why a transaction will
 * fail (reused, not copied). One instance per language for
 * the worker's life.
 *
 * @example
 * const { t } = await guardI18n('es')
 * t('button.cancel') // 'Cancelar'
 */
export function guardI18n(language: Language): Promise<i18n> {
  let instance = instances.get(language)
  if (!instance) {
    instance = createExtensionI18n(language, {
      guard: { en: guardEn, zh: guardZh, es: guardEs, ja: guardJa },
      check: { en: checkEn, zh: checkZh, es: checkEs, ja: checkJa },
      // A transaction that will fail says why in the error table's words (issue 80).
      errors: { en: errorsEn, zh: errorsZh, es: errorsEs, ja: errorsJa },
    })
    instances.set(language, instance)
  }
  return instance
}
