import type { Locale } from 'antd/es/locale'
import enUS from 'antd/es/locale/en_US'
import type { Language } from './languages.ts'

/**
 * `locale` with the date picker's month, year and decade buttons named by what they show. antd
 * names them "Choose a month" while they show "Nov" (issue 77, axe: label-content-name-mismatch,
 * WCAG 2.5.3): a speech-input user who says "click November" finds no such button. Without the
 * label, each is named by its text (the buttons are not Tab stops; the keyboard types dates).
 *
 * @example
 * withVisibleNamesInPicker(enUS).DatePicker?.lang.monthSelect // undefined
 */
export function withVisibleNamesInPicker(locale: Locale): Locale {
  const unlabelled = <T extends object>(lang: T): T => ({
    ...lang,
    monthSelect: undefined,
    yearSelect: undefined,
    decadeSelect: undefined,
  })
  return {
    ...locale,
    ...(locale.DatePicker && {
      DatePicker: { ...locale.DatePicker, lang: unlabelled(locale.DatePicker.lang) },
    }),
    ...(locale.Calendar && {
      Calendar: { ...locale.Calendar, lang: unlabelled(locale.Calendar.lang ?? {}) },
    }),
  }
}

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
export const defaultAntdLocale: Locale = withVisibleNamesInPicker(enUS)

const loaded = new Map<Language, Locale>([['en', defaultAntdLocale]])

/**
 * The Ant Design locale for `language`.
 *
 * @example
 * <ConfigProvider locale={await loadAntdLocale('ja')}>...</ConfigProvider>
 */
export async function loadAntdLocale(language: Language): Promise<Locale> {
  const known = loaded.get(language)
  if (known) return known
  const locale = withVisibleNamesInPicker((await loaders[language as Exclude<Language, 'en'>]()).default)
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
