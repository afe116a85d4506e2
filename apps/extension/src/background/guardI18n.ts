import type { Language } from '@tokenbox/ui/i18n/languages.ts'
import checkEn from '@tokenbox/ui/locales/en/check.json'
import errorsEn from '@tokenbox/ui/locales/en/errors.json'
import simulationEn from '@tokenbox/ui/locales/en/simulation.json'
import checkEs from '@tokenbox/ui/locales/es/check.json'
import errorsEs from '@tokenbox/ui/locales/es/errors.json'
import simulationEs from '@tokenbox/ui/locales/es/simulation.json'
import checkJa from '@tokenbox/ui/locales/ja/check.json'
import errorsJa from '@tokenbox/ui/locales/ja/errors.json'
import simulationJa from '@tokenbox/ui/locales/ja/simulation.json'
import checkZh from '@tokenbox/ui/locales/zh/check.json'
import errorsZh from '@tokenbox/ui/locales/zh/errors.json'
import simulationZh from '@tokenbox/ui/locales/zh/simulation.json'
import type { i18n } from 'i18next'
import { createExtensionI18n } from '../i18n/extensionI18n.ts'
import guardEn from '../locales/en/guard.json'
import guardEs from '../locales/es/guard.json'
import guardJa from '../locales/ja/guard.json'
import guardZh from '../locales/zh/guard.json'

const instances = new Map<Language, Promise<i18n>>()

/**
 * The guard's translations in `language`: its own `guard` namespace, the web app's `check`
 * namespace for the safety check's reasons, its `errors` namespace for why a transaction will
 * fail and its `simulation` namespace for what a transaction does (reused, not copied). One instance per language for
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
      // What a transaction does, in the sentences the web app's steps use too (simulationLines).
      simulation: { en: simulationEn, zh: simulationZh, es: simulationEs, ja: simulationJa },
    })
    instances.set(language, instance)
  }
  return instance
}
