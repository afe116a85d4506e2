import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { AppProviders } from './app/AppProviders.tsx'
import { createI18n } from './app/i18n/createI18n.ts'
import { detectLanguage } from './app/i18n/detectLanguage.ts'
import { readSavedLanguage } from './app/i18n/readSavedLanguage.ts'
import { AppRoutes } from './app/routes/AppRoutes.tsx'
import { fetchWebConfig } from './wallet/config/fetchWebConfig.ts'
import { createWagmiConfig } from './wallet/createWagmiConfig.ts'

/**
 * Starts the app once the strings of the visitor's language and the server's settings (the
 * local chain, RPC overrides) are in: both are needed for the first paint to be right (translated text, the
 * right chain list), and they load in parallel.
 */
async function start(): Promise<void> {
  const language = detectLanguage({ saved: readSavedLanguage(), browserLanguages: navigator.languages })
  const [i18n, { rpcUrls, localChain }] = await Promise.all([createI18n(language), fetchWebConfig()])
  const wagmiConfig = createWagmiConfig({ localChain, rpcUrls })
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  createRoot(root).render(
    <StrictMode>
      <AppProviders i18n={i18n} wagmiConfig={wagmiConfig} localChain={localChain}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  )
}

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
