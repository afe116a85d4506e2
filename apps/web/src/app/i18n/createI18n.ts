import { setNumberLanguage } from '@tokenbox/core/format/numberLanguage.ts'
import { defaultLanguage, type Language, namespaces } from '@tokenbox/ui/i18n/languages.ts'
import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { loadLanguage } from '../../base/loadLanguage.ts'

/**
 * Creates an i18next instance with `language` (and English, the fallback) loaded.
 *
 * Keys are flat strings ("wallet.connect"), as in the locale files, so neither the key separator
 * nor the namespace separator applies: a namespace is always named through `useTranslation(ns)`,
 * and error keys from core are looked up verbatim whatever characters they hold.
 *
 * @example
 * const i18n = await createI18n('ja')
 * i18n.t('site.title', { ns: 'common' }) // 'TokenBox'
 */
export async function createI18n(language: Language): Promise<i18n> {
  const instance = i18next.createInstance()
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    ns: [...namespaces],
    defaultNS: 'common',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    partialBundledLanguages: true,
    resources: {},
    returnNull: false,
  })
  await Promise.all([loadLanguage(instance, defaultLanguage), loadLanguage(instance, language)])
  // Amounts follow the interface language (core's groupDecimal): 1,000 in en, 1.000 in es.
  instance.on('languageChanged', setNumberLanguage)
  // Bundles were added after init; re-apply the language so hooks see the loaded strings.
  await instance.changeLanguage(language)
  return instance
}
