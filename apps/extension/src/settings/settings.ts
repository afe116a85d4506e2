import { detectLanguage } from '@tokenbox/ui/i18n/detectLanguage.ts'
import { isLanguage, type Language } from '@tokenbox/ui/i18n/languages.ts'
import { normalizeSiteUrl } from './siteUrl.ts'

export { normalizeSiteUrl }

/**
 * The extension's own settings (issue 28), kept in `chrome.storage.local` under one key and shared
 * by the popup, the options page, the background worker and the content script.
 */
export type ExtensionSettings = {
  /** The interface language; on first use the browser's, matched against en, zh, es, ja (else en). */
  language: Language
  /**
   * The TokenBox site the launcher opens and whose server the extension asks (its local chains,
   * the explorer proxy): no trailing slash. Default: the operator's, set when the extension is built.
   */
  siteUrl: string
  /** Chains the user switched off (the popup's chain list and the guard leave them out). */
  disabledChainIds: number[]
  /** The user's own RPC URL per chain id, in place of the catalogue's (or the site's) endpoint. */
  rpcUrls: Record<number, string>
  /** The chain the popup shows (gas price, safety check); undefined: the first enabled chain. */
  currentChainId: number | undefined
  /**
   * Opt-in: watch pages' `eth_sendTransaction` / `eth_signTypedData*` requests and warn before the
   * wallet opens. Off until the user turns it on.
   */
  watch: boolean
}

/** The storage key all settings live under. */
export const settingsKey = 'tokenbox.settings'

/**
 * The site the operator built the extension for: `TOKENBOX_SITE_URL` at build time (scripts/build.ts),
 * else the local product that `make start` serves.
 */
export const defaultSiteUrl: string = normalizeSiteUrl(
  (import.meta.env.VITE_TOKENBOX_SITE_URL as string | undefined) ?? 'http://127.0.0.1:8080',
) as string

/** The settings of a first run, in the browser's language. */
export function defaultSettings(
  browserLanguages: readonly string[] = navigatorLanguages(),
): ExtensionSettings {
  return {
    language: detectLanguage({ saved: undefined, browserLanguages }),
    siteUrl: defaultSiteUrl,
    disabledChainIds: [],
    rpcUrls: {},
    currentChainId: undefined,
    watch: false,
  }
}

function navigatorLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])
}

/**
 * Stored settings read back defensively: each field that is missing or malformed (an older
 * version, a hand edit) takes its default instead of breaking the extension.
 */
export function parseSettings(
  stored: unknown,
  defaults: ExtensionSettings = defaultSettings(),
): ExtensionSettings {
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>
  const chainIds = (list: unknown) =>
    Array.isArray(list) ? list.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : []
  const rpcUrls: Record<number, string> = {}
  if (typeof value.rpcUrls === 'object' && value.rpcUrls !== null) {
    for (const [id, url] of Object.entries(value.rpcUrls)) {
      if (/^[1-9]\d*$/.test(id) && typeof url === 'string' && /^(https?|wss?):\/\//.test(url))
        rpcUrls[Number(id)] = url
    }
  }
  const siteUrl = typeof value.siteUrl === 'string' ? normalizeSiteUrl(value.siteUrl) : undefined
  return {
    language: isLanguage(value.language) ? value.language : defaults.language,
    siteUrl: siteUrl ?? defaults.siteUrl,
    disabledChainIds: chainIds(value.disabledChainIds),
    rpcUrls,
    currentChainId:
      Number.isSafeInteger(value.currentChainId) && (value.currentChainId as number) > 0
        ? (value.currentChainId as number)
        : defaults.currentChainId,
    watch: typeof value.watch === 'boolean' ? value.watch : defaults.watch,
  }
}

/** Where settings are kept: `chrome.storage.local` in the extension, a Map in unit tests. */
export type SettingsArea = {
  get(key: string): Promise<Record<string, unknown>>
  set(items: Record<string, unknown>): Promise<void>
}

/** The extension's storage (`chrome.storage.local`), shared by every part of it. */
export function chromeSettingsArea(): SettingsArea {
  return {
    get: (key) => chrome.storage.local.get(key),
    set: (items) => chrome.storage.local.set(items),
  }
}

/** An in-memory area for tests. */
export function memorySettingsArea(initial: Record<string, unknown> = {}): SettingsArea {
  const items = new Map(Object.entries(initial))
  return {
    get: async (key) => (items.has(key) ? { [key]: items.get(key) } : {}),
    set: async (next) => {
      for (const [key, value] of Object.entries(next)) items.set(key, value)
    },
  }
}

/** The current settings (defaults for whatever was never saved). */
export async function readSettings(area: SettingsArea = chromeSettingsArea()): Promise<ExtensionSettings> {
  const stored = await area.get(settingsKey)
  return parseSettings(stored[settingsKey])
}

/** Saves `patch` over the current settings and returns the result. */
export async function writeSettings(
  patch: Partial<ExtensionSettings>,
  area: SettingsArea = chromeSettingsArea(),
): Promise<ExtensionSettings> {
  const next = parseSettings({ ...(await readSettings(area)), ...patch })
  await area.set({ [settingsKey]: next })
  return next
}

/**
 * Calls `listener` with the new settings whenever any part of the extension saves them; returns
 * the unsubscribe.
 */
export function onSettingsChanged(listener: (settings: ExtensionSettings) => void): () => void {
  const handle = (changes: Record<string, chrome.storage.StorageChange>, area: string) => {
    if (area === 'local' && settingsKey in changes) listener(parseSettings(changes[settingsKey]?.newValue))
  }
  chrome.storage.onChanged.addListener(handle)
  return () => chrome.storage.onChanged.removeListener(handle)
}
