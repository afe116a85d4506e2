import type { i18n } from 'i18next'
import { type Language, namespaces } from './languages.ts'

// Lazy loaders: the build puts each language's files into one chunk (see vite.config.ts), so
// only the language in use is downloaded.
const localeFiles = import.meta.glob<Record<string, string>>('../../locales/*/*.json', { import: 'default' })

/**
 * Adds every namespace of `language` to the i18next instance, once; later calls are free.
 *
 * @example
 * await loadLanguage(i18n, 'zh')
 * await i18n.changeLanguage('zh')
 */
export async function loadLanguage(instance: i18n, language: Language): Promise<void> {
  await Promise.all(
    namespaces.map(async (namespace) => {
      if (instance.hasResourceBundle(language, namespace)) return
      const load = localeFiles[`../../locales/${language}/${namespace}.json`]
      if (!load) throw new Error(`Missing locale file ${language}/${namespace}.json`)
      instance.addResourceBundle(language, namespace, await load())
    }),
  )
}
