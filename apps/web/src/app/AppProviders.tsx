import type { QueryClient } from '@tanstack/react-query'
import { useAntdLocaleFor } from '@tokenbox/ui/i18n/useAntdLocaleFor.ts'
import { usePrefersReducedMotion } from '@tokenbox/ui/layout/usePrefersReducedMotion.ts'
import { buttonConfig, createTheme } from '@tokenbox/ui/theme.ts'
import { ConfigProvider } from 'antd'
import type { i18n } from 'i18next'
import { type ReactNode, useMemo, useState, useSyncExternalStore } from 'react'
import { I18nextProvider } from 'react-i18next'
import type { Config } from 'wagmi'
import type { LocalChainInfo } from '../wallet/localChain.ts'
import type { RpcSwitch } from '../wallet/rpc/createRpcSwitch.ts'
import { WalletProviders } from '../wallet/WalletProviders.tsx'
import { createSettingsStore, type SettingsStore } from './settings/createSettingsStore.ts'
import { SettingsContext } from './settings/SettingsContext.ts'
import { toAntdComponentSize } from './settings/toAntdComponentSize.ts'

export type AppProvidersProps = {
  i18n: i18n
  wagmiConfig: Config
  /** The local chains the server enabled (none: `[]`). */
  localChains: readonly LocalChainInfo[]
  /** The operator's WalletConnect project id (GET /api/v1/web/config); none: no WalletConnect. */
  walletConnectProjectId?: string | undefined
  queryClient?: QueryClient
  /** The switchable RPC endpoints `wagmiConfig` reads through (createWagmiConfig's); none: no "Change RPC". */
  rpcSwitch?: RpcSwitch | null
  /**
   * Whether wagmi reconnects the stored connections on mount (default). startApp turns it off when
   * ResumeWalletConnect does that instead, with WalletConnect's connector among them.
   */
  reconnectOnMount?: boolean
  /** The layout settings; by default read from this browser's storage and cookie. */
  settingsStore?: SettingsStore
  /**
   * antd's `theme.zeroRuntime`: the public app's build loads antd's component rules as static
   * stylesheets with each component's code (build/antdStaticStyles.ts), so components do not
   * generate them again in the browser. Off by default: the admin console, the dev server and tests
   * keep run-time styles.
   */
  staticAntdStyles?: boolean
  children: ReactNode
}

/**
 * Every context the app runs in: translations, the antd theme (the chosen colour and size) and
 * locale, the layout settings, the wallet, the query cache, the local chains, the switchable RPCs
 * and the WalletConnect project id. Tests render
 * pages inside it exactly as the app does.
 *
 * @example
 * <AppProviders i18n={i18n} wagmiConfig={config} localChains={[]}><RouterProvider router={router} /></AppProviders>
 */
export function AppProviders({
  i18n,
  wagmiConfig,
  localChains,
  walletConnectProjectId,
  queryClient,
  rpcSwitch = null,
  reconnectOnMount = true,
  settingsStore: givenStore,
  staticAntdStyles = false,
  children,
}: AppProvidersProps) {
  const antdLocale = useAntdLocaleFor(i18n)
  const [settingsStore] = useState(() => givenStore ?? createSettingsStore())
  const { themeColor, size } = useSyncExternalStore(settingsStore.subscribe, settingsStore.getSnapshot)
  const reducedMotion = usePrefersReducedMotion()
  const theme = useMemo(
    () => ({ ...createTheme(themeColor, { reducedMotion }), zeroRuntime: staticAntdStyles }),
    [themeColor, reducedMotion, staticAntdStyles],
  )
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider
        theme={theme}
        locale={antdLocale}
        componentSize={toAntdComponentSize(size)}
        button={buttonConfig}
      >
        <WalletProviders
          wagmiConfig={wagmiConfig}
          localChains={localChains}
          walletConnectProjectId={walletConnectProjectId}
          queryClient={queryClient}
          rpcSwitch={rpcSwitch}
          reconnectOnMount={reconnectOnMount}
        >
          <SettingsContext value={settingsStore}>{children}</SettingsContext>
        </WalletProviders>
      </ConfigProvider>
    </I18nextProvider>
  )
}
