import { defaultLanguage, type Language } from '@tokenbox/ui/i18n/languages.ts'
import i18next, { type i18n } from 'i18next'

/** One namespace's strings in each of the four languages, as imported from the locale files. */
export type NamespaceStrings = Readonly<Record<Language, Readonly<Record<string, string>>>>

/**
 * An i18next instance for one part of the extension with `namespaces` loaded in every language
 * (statically imported by the caller: the service worker may not use `import()`), the first as
 * default. Keys are flat, as in the web app's locale files, which the extension reuses (routes,
 * menu, check, ...: @tokenbox/ui's) beside its own (`src/locales/<language>/<namespace>.json`).
 *
 * @example
 * import guardEn from '../locales/en/guard.json'
 * const i18n = await createExtensionI18n('ja', { guard: { en: guardEn, zh: guardZh, es: guardEs, ja: guardJa } })
 * i18n.t('unlimited.title')
 */
export async function createExtensionI18n(
  language: Language,
  namespaces: Readonly<Record<string, NamespaceStrings>>,
): Promise<i18n> {
  const names = Object.keys(namespaces)
  const resources: Record<string, Record<string, Readonly<Record<string, string>>>> = {}
  for (const [namespace, strings] of Object.entries(namespaces)) {
    for (const [lng, bundle] of Object.entries(strings)) {
      resources[lng] ??= {}
      resources[lng][namespace] = bundle
    }
  }
  const instance = i18next.createInstance()
  await instance.init({
    lng: language,
    fallbackLng: defaultLanguage,
    ns: names,
    defaultNS: names[0] ?? 'extension',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    resources,
    returnNull: false,
  })
  return instance
}
