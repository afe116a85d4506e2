import type { QueryClient } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import type { Language } from '@tokenbox/ui/i18n/languages.ts'
import type { i18n } from 'i18next'
import { type ReactNode, Suspense } from 'react'
import { MemoryRouter, useLocation } from 'react-router'
import { AppProviders } from '../src/app/AppProviders.tsx'
import { createI18n } from '../src/app/i18n/createI18n.ts'
import type { SettingsStore } from '../src/app/settings/createSettingsStore.ts'
import { AppRoutes } from '../src/start/AppRoutes.tsx'
import { createWagmiConfig } from '../src/wallet/createWagmiConfig.ts'
import { createRpcSwitch } from '../src/wallet/rpc/createRpcSwitch.ts'

/** Shows the router's current path so tests can assert redirects. */
function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>
}

/**
 * Renders the whole app (providers, layout, routes) at `path`, as main.tsx does in the browser,
 * with no local chain.
 */
export async function renderApp(path: string, language: Language = 'en'): Promise<{ i18n: i18n }> {
  const i18n = await createI18n(language)
  const rpcSwitch = createRpcSwitch()
  const wagmiConfig = createWagmiConfig({ localChains: [], rpcSwitch })
  render(
    <AppProviders i18n={i18n} wagmiConfig={wagmiConfig} localChains={[]} rpcSwitch={rpcSwitch}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <CurrentPath />
      </MemoryRouter>
    </AppProviders>,
  )
  return { i18n }
}

/** What a test may hand the providers of its own: the language, a settings store, a query client. */
export type ProvidersOptions = {
  language?: Language
  settingsStore?: SettingsStore
  queryClient?: QueryClient
}

/**
 * Renders `children` inside the app's providers with no local chain, as the app wraps its screens.
 *
 * @example
 * const store = createSettingsStore()
 * await renderInProviders(<MemoryRouter><AppRoutes /></MemoryRouter>, { settingsStore: store })
 */
export async function renderInProviders(
  children: ReactNode,
  { language = 'en', ...given }: ProvidersOptions = {},
): Promise<{ i18n: i18n }> {
  const i18n = await createI18n(language)
  render(
    <AppProviders
      i18n={i18n}
      wagmiConfig={createWagmiConfig({ localChains: [] })}
      localChains={[]}
      {...given}
    >
      {children}
    </AppProviders>,
  )
  return { i18n }
}

/**
 * Renders one page that loads its strings lazily (it suspends until they are loaded) in the app's
 * providers, then waits for `readyTestId`.
 *
 * @example
 * await renderLazyPage(<FeedbackPage />, 'feedback-form')
 */
export async function renderLazyPage(page: ReactNode, readyTestId: string, options?: ProvidersOptions) {
  // Only an awaited act lets React retry the suspended page once its strings are loaded.
  await act(async () => {
    await renderInProviders(<Suspense fallback={null}>{page}</Suspense>, options)
  })
  await screen.findByTestId(readyTestId, {}, { timeout: 10_000 })
}
