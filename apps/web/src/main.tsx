import { installErrorReporting } from './app/errors/reportClientError.ts'
import { detectLanguage } from './app/i18n/detectLanguage.ts'
import { defaultLanguage } from './app/i18n/languages.ts'
import { loadStartupStrings } from './app/i18n/loadLanguage.ts'
import { readSavedLanguage } from './app/i18n/readSavedLanguage.ts'
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
  const language = detectLanguage({ saved: readSavedLanguage(), browserLanguages: navigator.languages })
  const [{ startApp }, config] = await Promise.all([
    import('./app/startApp.tsx'),
    fetchWebConfig(),
    loadStartupStrings(defaultLanguage),
    loadStartupStrings(language),
  ])
  await startApp({ language, config })
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
