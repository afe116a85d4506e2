import { type Settings, settingsStorageKey } from './defaultSettings.ts'
import { formatSizeCookie } from './formatSizeCookie.ts'
import { parseStoredSettings } from './parseStoredSettings.ts'
import { readSizeCookie } from './readSizeCookie.ts'

/** Where the settings live between visits; the browser's by default, swappable in tests. */
export type SettingsPersistence = {
  /** null when storage is disabled (private mode, policies): settings then last one visit. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null
  readCookies: () => string
  writeCookie: (cookie: string) => void
}

export type SettingsStore = {
  getSnapshot: () => Settings
  subscribe: (listener: () => void) => () => void
  /** Applies and saves the changed fields; listeners run once per call. */
  update: (changes: Partial<Settings>) => void
}

function browserPersistence(): SettingsPersistence {
  let storage: Storage | null = null
  try {
    storage = window.localStorage
  } catch {
    // Reading localStorage itself throws when the browser blocks site data.
  }
  return {
    storage,
    readCookies: () => document.cookie,
    writeCookie: (cookie) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the size in a cookie; the Cookie Store API is not in every browser this audience uses.
      document.cookie = cookie
    },
  }
}

/**
 * A small external store of the layout settings for `useSyncExternalStore`: read once at start,
 * saved on every change (localStorage for the flags and colour, the `size` cookie for the global
 * size), so a reload restores them. It is framework-free so the layout, the antd theme and tests
 * share one copy without a state library.
 *
 * @example
 * const store = createSettingsStore()
 * store.update({ themeColor: '#1677ff' })
 * store.getSnapshot().themeColor // '#1677ff', also after a reload
 */
export function createSettingsStore(persistence: SettingsPersistence = browserPersistence()): SettingsStore {
  const { storage, readCookies, writeCookie } = persistence
  let stored: string | null = null
  try {
    stored = storage?.getItem(settingsStorageKey) ?? null
  } catch {
    stored = null
  }
  let settings: Settings = { ...parseStoredSettings(stored), size: readSizeCookie(readCookies()) }
  const listeners = new Set<() => void>()

  return {
    getSnapshot: () => settings,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    update: (changes) => {
      const next = { ...settings, ...changes }
      if (Object.keys(next).every((key) => next[key as keyof Settings] === settings[key as keyof Settings])) {
        return
      }
      settings = next
      const { size, ...rest } = next
      try {
        storage?.setItem(settingsStorageKey, JSON.stringify(rest))
      } catch {
        // Quota or policy: the change still applies to this visit.
      }
      writeCookie(formatSizeCookie(size))
      for (const listener of listeners) listener()
    },
  }
}
