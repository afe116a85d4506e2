import { use } from 'react'
import type { SettingsStore } from './createSettingsStore.ts'
import { SettingsContext, sharedSettingsStore } from './SettingsContext.ts'

/**
 * The app's settings store, to change settings.
 *
 * @example
 * const { update } = useSettingsStore()
 * <Switch onChange={(tagsView) => update({ tagsView })} />
 */
export function useSettingsStore(): SettingsStore {
  return use(SettingsContext) ?? sharedSettingsStore()
}
