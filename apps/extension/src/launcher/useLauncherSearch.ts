import type { PinyinFunction } from '@tokenbox/ui/search/chinesePinyin.ts'
import type { SearchHit, ToolSearch } from '@tokenbox/ui/search/searchTools.ts'
import { useEffect, useMemo, useState } from 'react'
import { createLauncherSearch } from './createLauncherSearch.ts'

/**
 * The launcher's matches for `query`, best first (undefined while the query is empty). The search
 * works at once in every language; pinyin-pro's dictionary (about 300 kB) arrives a moment later
 * from the extension's own files, and then pinyin and initials match the Chinese titles too.
 *
 * @example
 * const hits = useLauncherSearch('lock') // [{ id: 'loToken', score: 0 }, …]
 */
export function useLauncherSearch(query: string): SearchHit[] | undefined {
  const [search, setSearch] = useState<ToolSearch>(() => createLauncherSearch())
  useEffect(() => {
    let live = true
    import('pinyin-pro').then(
      (module) => live && setSearch(createLauncherSearch(module.pinyin as unknown as PinyinFunction)),
      // Without the dictionary the search still finds every title and keyword as written.
      () => {},
    )
    return () => {
      live = false
    }
  }, [])
  return useMemo(() => (query.trim() ? search.search(query, 100) : undefined), [search, query])
}
