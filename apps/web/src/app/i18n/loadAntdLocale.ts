import type { Locale } from 'antd/es/locale'
import type { Language } from './languages.ts'

// Ant Design's own texts (pagination, empty states, date pickers) follow the interface language.
// English is antd's built-in default, so it needs no download.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Locale }>> = {
  zh: () => import('antd/es/locale/zh_CN'),
  es: () => import('antd/es/locale/es_ES'),
  ja: () => import('antd/es/locale/ja_JP'),
}

/**
 * The Ant Design locale for `language`, or undefined for English (antd's default).
 *
 * @example
 * <ConfigProvider locale={await loadAntdLocale('ja')}>...</ConfigProvider>
 */
export async function loadAntdLocale(language: Language): Promise<Locale | undefined> {
  if (language === 'en') return undefined
  return (await loaders[language]()).default
}
