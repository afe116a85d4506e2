import type { Locale } from 'antd/es/locale'
import enUS from 'antd/es/locale/en_US'
import type { Language } from './languages.ts'

// Ant Design's own texts (pagination, empty states, date pickers) follow the interface language.
// English is antd's built-in default and already in the bundle; the others load on demand.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Locale }>> = {
  zh: () => import('antd/es/locale/zh_CN'),
  es: () => import('antd/es/locale/es_ES'),
  ja: () => import('antd/es/locale/ja_JP'),
}

/**
 * The Ant Design locale for English. ConfigProvider must always get a locale object: switching
 * from none to one wraps the whole tree in a new provider, which remounts every screen and loses
 * its state (a finished transaction's result, form input).
 */
export const defaultAntdLocale: Locale = enUS

const loaded = new Map<Language, Locale>([['en', enUS]])

/**
 * The Ant Design locale for `language`.
 *
 * @example
 * <ConfigProvider locale={await loadAntdLocale('ja')}>...</ConfigProvider>
 */
export async function loadAntdLocale(language: Language): Promise<Locale> {
  const known = loaded.get(language)
  if (known) return known
  const locale = (await loaders[language as Exclude<Language, 'en'>]()).default
  loaded.set(language, locale)
  return locale
}

/**
 * The Ant Design locale for `language` if it is loaded already (changeLanguage loads it before it
 * switches), so the switch's render applies it at once.
 *
 * @example
 * const locale = loadedAntdLocale('zh') ?? defaultAntdLocale
 */
export function loadedAntdLocale(language: Language): Locale | undefined {
  return loaded.get(language)
}
