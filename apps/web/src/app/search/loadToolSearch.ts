import { type Language, supportedLanguages } from '@tokenbox/ui/i18n/languages.ts'
import {
  buildSearchIndex,
  type LocaleStrings,
  type SearchStrings,
} from '@tokenbox/ui/search/buildSearchIndex.ts'
import { chinesePinyin, type PinyinFunction } from '@tokenbox/ui/search/chinesePinyin.ts'
import { searchableRoutes } from '@tokenbox/ui/search/searchableRoutes.ts'
import { createToolSearch, type ToolSearch } from '@tokenbox/ui/search/searchTools.ts'
import type { i18n } from 'i18next'
import { loadNamespaceBundle } from '../../base/loadLanguage.ts'

const searchNamespaces = ['routes', 'menu', 'search'] as const

/** Every language's titles, descriptions and keywords, added to `instance` (once) and read back. */
async function loadSearchStrings(instance: i18n): Promise<SearchStrings> {
  await Promise.all(
    supportedLanguages.flatMap((language) =>
      searchNamespaces.map((namespace) => loadNamespaceBundle(instance, language, namespace)),
    ),
  )
  const read = (language: Language, namespace: string) =>
    (instance.getResourceBundle(language, namespace) ?? {}) as LocaleStrings
  return Object.fromEntries(
    supportedLanguages.map((language) => [
      language,
      { routes: read(language, 'routes'), menu: read(language, 'menu'), search: read(language, 'search') },
    ]),
  ) as SearchStrings
}

/** Per i18next instance (the strings are added to it) and per setting. */
const searches = new WeakMap<i18n, Map<string, Promise<ToolSearch>>>()

/**
 * The header search, built once per i18next instance and setting: every language's strings (the palette's own
 * included, so it can show them in whatever language is chosen later) and, with `pinyin`,
 * pinyin-pro's dictionary; all fetched on the first search, never with the page.
 *
 * @example
 * const tools = await loadToolSearch(i18n, { pinyin: true })
 * tools.search('suo')[0]?.id // 'loToken'
 */
export function loadToolSearch(instance: i18n, { pinyin }: { pinyin: boolean }): Promise<ToolSearch> {
  const key = pinyin ? 'pinyin' : 'plain'
  const byKey = searches.get(instance) ?? new Map<string, Promise<ToolSearch>>()
  searches.set(instance, byKey)
  let search = byKey.get(key)
  if (!search) {
    search = Promise.all([
      loadSearchStrings(instance),
      pinyin ? import('pinyin-pro').then((module) => module.pinyin as unknown as PinyinFunction) : undefined,
    ]).then(([strings, toPinyin]) =>
      createToolSearch(
        buildSearchIndex(searchableRoutes(), strings, {
          toPinyin: toPinyin && ((text) => chinesePinyin(text, toPinyin)),
        }),
      ),
    )
    search.catch(() => byKey.delete(key))
    byKey.set(key, search)
  }
  return search
}
