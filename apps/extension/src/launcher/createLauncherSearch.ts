import { buildSearchIndex } from '@tokenbox/ui/search/buildSearchIndex.ts'
import { chinesePinyin, type PinyinFunction } from '@tokenbox/ui/search/chinesePinyin.ts'
import { searchableRoutes } from '@tokenbox/ui/search/searchableRoutes.ts'
import { createToolSearch, type ToolSearch } from '@tokenbox/ui/search/searchTools.ts'
import { launcherSearchStrings } from './launcherStrings.ts'

/**
 * The site's own tool search (its index over every language's titles, keywords and descriptions,
 * the same fuzzy matching), over the launcher's tools; with `pinyin` (pinyin-pro's `pinyin`) the
 * Chinese titles and keywords are found by their pinyin and initials too.
 *
 * @example
 * createLauncherSearch().search('空投')[0]?.id // 'waMultiSender'
 * createLauncherSearch(pinyin).search('suo')[0]?.id // 'loToken'
 */
export function createLauncherSearch(pinyin?: PinyinFunction): ToolSearch {
  return createToolSearch(
    buildSearchIndex(searchableRoutes(), launcherSearchStrings, {
      ...(pinyin ? { toPinyin: (text: string) => chinesePinyin(text, pinyin) } : {}),
    }),
  )
}
