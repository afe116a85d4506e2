import type { ToolSearch } from '@tokenbox/ui/search/searchTools.ts'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSettings } from '../settings/useSettings.ts'
import { loadToolSearch } from './loadToolSearch.ts'

/**
 * The palette's tool index, loaded on first use in the current languages (and pinyin where the
 * settings ask for it). A failed load (offline, a new release's files) says so, and `retry` loads
 * again instead of a spinner forever.
 */
export function useLoadedToolSearch() {
  const { i18n } = useTranslation()
  const { supportPinyinSearch } = useSettings()
  const [tools, setTools] = useState<ToolSearch>()
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads again (a failed load is not cached)
  useEffect(() => {
    let current = true
    setFailed(false)
    loadToolSearch(i18n, { pinyin: supportPinyinSearch }).then(
      (loaded) => {
        if (current) setTools(loaded)
      },
      () => {
        if (current) setFailed(true)
      },
    )
    return () => {
      current = false
    }
  }, [i18n, supportPinyinSearch, attempt])

  return { tools, failed, retry: () => setAttempt((count) => count + 1) }
}
