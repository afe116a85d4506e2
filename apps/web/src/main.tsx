import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { AppProviders } from './app/AppProviders.tsx'
import { installErrorReporting, reportClientError } from './app/errors/reportClientError.ts'
import { createI18n } from './app/i18n/createI18n.ts'
import { detectLanguage } from './app/i18n/detectLanguage.ts'
import { readSavedLanguage } from './app/i18n/readSavedLanguage.ts'
import { AppRoutes } from './app/routes/AppRoutes.tsx'
import { fetchWebConfig } from './wallet/config/fetchWebConfig.ts'
import { createWagmiConfig } from './wallet/createWagmiConfig.ts'
import { forgetReplacedLocalChains } from './wallet/localChainInstances.ts'

/**
 * Starts the app once the strings of the visitor's language and the server's settings (the
 * local chains, RPC overrides) are in: both are needed for the first paint to be right (translated text, the
 * right chain list), and they load in parallel.
 */
async function start(): Promise<void> {
  const language = detectLanguage({ saved: readSavedLanguage(), browserLanguages: navigator.languages })
  const [i18n, { rpcUrls, localChains }] = await Promise.all([createI18n(language), fetchWebConfig()])
  // Before anything reads the browser's storage: data kept for a local chain that was reset goes.
  forgetReplacedLocalChains(localChains)
  const wagmiConfig = createWagmiConfig({ localChains, rpcUrls })
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  createRoot(root, import.meta.env.PROD ? { onUncaughtError, onCaughtError } : {}).render(
    <StrictMode>
      <AppProviders i18n={i18n} wagmiConfig={wagmiConfig} localChains={localChains}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  )
}

/**
 * React's render errors, with the component stack as `info` (spec 000 section 8: added to the
 * error log in production only). Still logged to the console as React does by default.
 */
function onUncaughtError(error: unknown, errorInfo: { componentStack?: string | undefined }) {
  console.error(error)
  reportClientError(error, `React render${errorInfo.componentStack ?? ''}`)
}

function onCaughtError(error: unknown, errorInfo: { componentStack?: string | undefined }) {
  console.error(error)
  reportClientError(error, `React error boundary${errorInfo.componentStack ?? ''}`)
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
