import { useSyncExternalStore } from 'react'
import type { Settings } from './defaultSettings.ts'
import { useSettingsStore } from './useSettingsStore.ts'

/**
 * The current layout settings, re-rendering when any of them changes.
 *
 * @example
 * const { sidebarLogo } = useSettings()
 * return sidebarLogo ? <SiteLogo /> : null
 */
export function useSettings(): Settings {
  const store = useSettingsStore()
  return useSyncExternalStore(store.subscribe, store.getSnapshot)
}
