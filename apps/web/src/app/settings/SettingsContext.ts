import { createContext } from 'react'
import { createSettingsStore, type SettingsStore } from './createSettingsStore.ts'

let sharedStore: SettingsStore | undefined

/**
 * The store components read through useSettings. AppProviders gives each app its own; a
 * component rendered without it (a focused test) falls back to one shared browser store,
 * created on first use.
 */
export const SettingsContext = createContext<SettingsStore | null>(null)

/** The fallback store for components rendered outside AppProviders. */
export function sharedSettingsStore(): SettingsStore {
  sharedStore ??= createSettingsStore()
  return sharedStore
}
