import type { Language } from '@tokenbox/ui/i18n/languages.ts'
import { homePath } from '@tokenbox/ui/routes/routeTable.ts'
import { StrictMode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { AppProviders } from '../app/AppProviders.tsx'
import { watchTabListRoles } from '../app/antd/tabListRole.ts'
import { reportClientError } from '../app/errors/reportClientError.ts'
import { createI18n } from '../app/i18n/createI18n.ts'
import type { SettingsStore } from '../app/settings/createSettingsStore.ts'
import type { WebConfig } from '../wallet/config/fetchWebConfig.ts'
import { createWagmiConfig } from '../wallet/createWagmiConfig.ts'
import { forgetReplacedLocalChains } from '../wallet/localChainInstances.ts'
import { createRpcSwitch } from '../wallet/rpc/createRpcSwitch.ts'
import { hasStoredWalletConnectConnection } from '../wallet/walletConnect/hasStoredWalletConnectConnection.ts'
import { ResumeWalletConnect } from '../wallet/walletConnect/ResumeWalletConnect.tsx'
import { AppRoutes } from './AppRoutes.tsx'

/**
 * Renders the app: the second half of main.tsx's start, loaded by it in parallel with the
 * strings of `language` and the server's settings (main.tsx says why). Its chunk holds everything
 * the first paint of the dashboard needs, so nothing else is fetched before it.
 *
 * @example
 * const [{ startApp }, config] = await Promise.all([import('./start/startApp.tsx'), fetchWebConfig()])
 * await startApp({ language: 'en', config })
 */
export async function startApp({
  language,
  config,
  settingsStore,
}: {
  language: Language
  config: WebConfig
  /** The layout settings, read by main.tsx while the code downloads; default: read here. */
  settingsStore?: SettingsStore
}) {
  // The locale chunks are already loaded (main.tsx started them): this resolves in microtasks.
  const i18n = await createI18n(language)
  const { rpcUrls, localChains, walletConnectProjectId } = config
  // Before anything reads the browser's storage: data kept for a local chain that was reset goes.
  forgetReplacedLocalChains(localChains)
  const rpcSwitch = createRpcSwitch()
  // A phone wallet paired before this load reconnects (its code loads after the first paint);
  // without a stored WalletConnect connection nothing of WalletConnect loads until it is chosen.
  // Read before the wallet configuration exists: creating it overwrites the stored state at first.
  const resumeWalletConnect = walletConnectProjectId !== undefined && hasStoredWalletConnectConnection()
  const wagmiConfig = createWagmiConfig({ localChains, rpcUrls, rpcSwitch })
  // The site's own address opens the dashboard. The route table's index redirect (<Navigate>)
  // runs in an effect after a first commit, so the first paint was the layout alone and the
  // dashboard came in a second long task; the address is set before the first render instead.
  if (window.location.pathname === '/')
    window.history.replaceState(
      window.history.state,
      '',
      `${homePath}${window.location.search}${window.location.hash}`,
    )
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  // Tab lists that own only their tabs (antd's "more" button sits in its bar): moveTabListRoles.
  watchTabListRoles(document.body)
  const reactRoot = createRoot(
    root,
    import.meta.env.PROD ? { onUncaughtError, onCaughtError, onRecoverableError } : { onRecoverableError },
  )
  // The first render runs now, in this task, rather than in one React's scheduler posts: between
  // the two the browser ran whatever else was queued (the load event, network callbacks), which
  // held the first paint back by 15 to 80 ms on a 4x throttled CPU (bench/web/firstLoad.ts
  // --timeline; 7 loads each way: dashboard first paint 596 ms against 624).
  flushSync(() =>
    reactRoot.render(
      <StrictMode>
        <AppProviders
          i18n={i18n}
          wagmiConfig={wagmiConfig}
          localChains={localChains}
          walletConnectProjectId={walletConnectProjectId}
          rpcSwitch={rpcSwitch}
          settingsStore={settingsStore}
          reconnectOnMount={!resumeWalletConnect}
          // Only a build has the static stylesheets: the dev server hands antd out pre-bundled,
          // without the imports that build/antdStaticStyles.ts adds.
          staticAntdStyles={import.meta.env.PROD}
        >
          {resumeWalletConnect && <ResumeWalletConnect projectId={walletConnectProjectId} />}
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
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

/**
 * An error React recovered from by itself: a render in a concurrent lane threw and the synchronous
 * render it retried with succeeded, so the user saw nothing wrong (React's "error during concurrent
 * rendering", #520). React's default reports it as an uncaught page error with only its wrapper's
 * message; here its cause and component stack go to the console as a warning, where they say what
 * threw. Seen once in about 40 runs of the e2e suite on a loaded 2-core machine (the shell test's
 * lazily loaded screen), never reproduced on its own; the screen was right each time.
 */
function onRecoverableError(error: unknown, errorInfo: { componentStack?: string | undefined }) {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error
  console.warn(
    'React rendered again after an error it recovered from:',
    cause,
    errorInfo.componentStack ?? '',
  )
}
