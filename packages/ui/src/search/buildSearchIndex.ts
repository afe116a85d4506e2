import type { Language } from '../i18n/languages.ts'
import { menuGroups } from '../routes/menuGroups.ts'
import type { SearchableRoute } from './searchableRoutes.ts'

/** One namespace's strings in one language, as the locale file holds them. */
export type LocaleStrings = Readonly<Record<string, string>>

/** The texts the index reads, in every language: titles, menu descriptions and search keywords. */
export type SearchStrings = Readonly<
  Record<Language, { routes: LocaleStrings; menu: LocaleStrings; search: LocaleStrings }>
>

/** One route as the search sees it: every language's words at once. */
export type SearchDocument = {
  id: string
  /** The route's title in each language, with the Chinese one's pinyin. */
  title: string[]
  /** What users would type for this tool (`keywords.<id>` in `search`), with the Chinese pinyin. */
  keywords: string[]
  /** The menu's one-line description and the tool's group and section names, in each language. */
  description: string[]
}

export type BuildSearchIndexOptions = {
  /** Latin spellings of a Chinese text (chinesePinyin); none when pinyin search is off. */
  toPinyin?: (text: string) => string[]
}

/** Commas of any script separate keywords: "airdrop, bulk send", "空投，批量转账", "一括送金、…". */
const keywordSeparator = /[,，、]/

const groupOfSection = new Map(
  menuGroups.flatMap((group) => group.sections.map((section) => [section, group.id] as const)),
)

/**
 * The search's documents: one per route, with its title, keywords and description in all four
 * languages, so a query in any language (or in pinyin) finds the tool whatever language the page
 * is shown in. Missing texts are left out, not indexed as their key.
 *
 * @example
 * buildSearchIndex(searchableRoutes(), strings, { toPinyin: (text) => chinesePinyin(text, pinyin) })
 * // [{ id: 'dashboard', title: ['Dashboard', '仪表盘', 'yi biao pan', …], … }, …]
 */
export function buildSearchIndex(
  routes: readonly SearchableRoute[],
  strings: SearchStrings,
  options: BuildSearchIndexOptions = {},
): SearchDocument[] {
  const languages = Object.keys(strings) as Language[]
  const withPinyin = (language: Language, texts: string[]) =>
    language === 'zh' && options.toPinyin ? [...texts, ...texts.flatMap(options.toPinyin)] : texts
  return routes.map((route) => {
    const group = route.section && groupOfSection.get(route.section)
    const document: SearchDocument = { id: route.id, title: [], keywords: [], description: [] }
    for (const language of languages) {
      const { routes: titles, menu, search } = strings[language]
      const title = titles[route.titleKey]
      const keywords = (search[`keywords.${route.id}`] ?? '')
        .split(keywordSeparator)
        .map((keyword) => keyword.trim())
        .filter((keyword) => keyword.length > 0)
      const description = [
        menu[`desc.${route.id}`],
        route.section && menu[`section.${route.section}`],
        group && menu[`group.${group}`],
      ].filter((text): text is string => Boolean(text))
      document.title.push(...withPinyin(language, title ? [title] : []))
      document.keywords.push(...withPinyin(language, keywords))
      document.description.push(...description)
    }
    document.title = [...new Set(document.title)]
    document.keywords = [...new Set(document.keywords)]
    document.description = [...new Set(document.description)]
    return document
  })
}
