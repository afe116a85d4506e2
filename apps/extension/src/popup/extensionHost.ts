import {
  chromeSettingsArea,
  type ExtensionSettings,
  onSettingsChanged,
  type SettingsArea,
} from '../settings/settings.ts'

/**
 * What the popup and the options page need from the browser, behind one small object so their
 * components render in a unit test (happy-dom has no `chrome`): where settings are kept, news of
 * other pages saving them, and opening tabs.
 */
export type ExtensionHost = {
  settingsArea: SettingsArea
  /** Calls `listener` when another part of the extension saves the settings; returns the unsubscribe. */
  watchSettings: (listener: (settings: ExtensionSettings) => void) => () => void
  /** Opens `url` in a new tab (a TokenBox tool, the full safety report). */
  openTab: (url: string) => void
  /** Opens the extension's settings page. */
  openOptionsPage: () => void
}

/**
 * The real browser: `chrome.storage.local`, `chrome.tabs.create` and the runtime's options page.
 *
 * @example
 * createRoot(root).render(<PopupApp host={chromeHost()} … />)
 */
export function chromeHost(): ExtensionHost {
  return {
    settingsArea: chromeSettingsArea(),
    watchSettings: onSettingsChanged,
    openTab: (url) => void chrome.tabs.create({ url }),
    openOptionsPage: () => void chrome.runtime.openOptionsPage(),
  }
}
