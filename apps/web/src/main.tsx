import { detectLanguage } from '@tokenbox/ui/i18n/detectLanguage.ts'
import { defaultLanguage } from '@tokenbox/ui/i18n/languages.ts'
import { installErrorReporting } from './app/errors/reportClientError.ts'
import { readSavedLanguage } from './app/i18n/readSavedLanguage.ts'
import { createSettingsStore } from './app/settings/createSettingsStore.ts'
import { loadStartupStrings } from './base/loadLanguage.ts'
import { fetchWebConfig } from './wallet/config/fetchWebConfig.ts'

/**
 * The entry is a few lines on purpose. Three things must arrive before the first paint: the app's
 * code (React, antd, wagmi and the dashboard, one chunk that index.html already preloads), the
 * strings of the visitor's language (and English, the fallback) and the server's settings (the
 * local chains, RPC overrides). All three start here at once, as soon as this small file runs,
 * instead of one after another: with the app's code in the entry, the strings and settings were
 * only asked for once hundreds of kilobytes had been parsed and run.
 */
async function start(): Promise<void> {
  const app = import('./start/startApp.tsx')
  const config = fetchWebConfig()
  const englishStrings = loadStartupStrings(defaultLanguage)
  // The browser's storage is read only once those requests are out: on a fresh page the first
  // read of localStorage, and of document.cookie, each waits for the browser process (20 to 60 ms
  // measured on a loaded machine, bench/web/profileFirstLoad.ts). Done here, that wait overlaps
  // the downloads; the cookie read (the size setting) used to come in the middle of the first render.
  const language = detectLanguage({ saved: readSavedLanguage(), browserLanguages: navigator.languages })
  const settingsStore = createSettingsStore()
  const [{ startApp }, webConfig] = await Promise.all([
    app,
    config,
    englishStrings,
    loadStartupStrings(language),
  ])
  await startApp({ language, config: webConfig, settingsStore })
}

if (import.meta.env.PROD) installErrorReporting(window)

/**
 * After a release, a page opened before it asks for code chunks whose hashed names no longer
 * exist. Vite reports that as `vite:preloadError`; one reload fetches the new release. The
 * session flag stops a reload loop when the server itself is failing.
 */
window.addEventListener('vite:preloadError', (event) => {
  const key = 'tokenbox.reloadedForNewRelease'
  if (sessionStorage.getItem(key)) return
  sessionStorage.setItem(key, '1')
  event.preventDefault()
  window.location.reload()
})
window.addEventListener('load', () =>
  setTimeout(() => sessionStorage.removeItem('tokenbox.reloadedForNewRelease'), 10_000),
)

void start()
