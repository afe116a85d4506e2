import { render } from '@testing-library/react'
import type { Language } from '@tokenbox/ui/i18n/languages.ts'
import type { i18n } from 'i18next'
import { MemoryRouter, useLocation } from 'react-router'
import { AppProviders } from '../src/app/AppProviders.tsx'
import { createI18n } from '../src/app/i18n/createI18n.ts'
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
