import type { i18n } from 'i18next'
import { type ReactNode, useState } from 'react'
import { WalletProviders, type WalletProvidersProps } from '../wallet/WalletProviders.tsx'
import { AppearanceProviders } from './settings/AppearanceProviders.tsx'
import { createSettingsStore, type SettingsStore } from './settings/createSettingsStore.ts'

/** The wallet's contexts (WalletProviders' props), and the app's own: translations, layout settings, styles. */
export type AppProvidersProps = Omit<WalletProvidersProps, 'children'> & {
  i18n: i18n
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
  settingsStore: givenStore,
  staticAntdStyles = false,
  children,
  ...wallet
}: AppProvidersProps) {
  const [settingsStore] = useState(() => givenStore ?? createSettingsStore())
  return (
    <AppearanceProviders i18n={i18n} settingsStore={settingsStore} staticAntdStyles={staticAntdStyles}>
      <WalletProviders {...wallet}>{children}</WalletProviders>
    </AppearanceProviders>
  )
}
