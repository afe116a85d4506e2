import { useAntdLocaleFor } from '@tokenbox/ui/i18n/useAntdLocaleFor.ts'
import { usePrefersReducedMotion } from '@tokenbox/ui/layout/usePrefersReducedMotion.ts'
import { buttonConfig, createTheme } from '@tokenbox/ui/theme.ts'
import { ConfigProvider } from 'antd'
import type { i18n } from 'i18next'
import { type ReactNode, useMemo, useSyncExternalStore } from 'react'
import { I18nextProvider } from 'react-i18next'
import type { SettingsStore } from './createSettingsStore.ts'
import { SettingsContext } from './SettingsContext.ts'
import { toAntdComponentSize } from './toAntdComponentSize.ts'

/**
 * What the public app and the admin console both run in: the translations, antd's theme (the
 * chosen colour, less motion where the reader asks) with its locale and component size, and the
 * layout settings themselves. `staticAntdStyles`: antd's `theme.zeroRuntime` (see AppProviders).
 *
 * @example
 * <AppearanceProviders i18n={i18n} settingsStore={store}><App /></AppearanceProviders>
 */
export function AppearanceProviders({
  i18n,
  settingsStore,
  staticAntdStyles = false,
  children,
}: {
  i18n: i18n
  settingsStore: SettingsStore
  staticAntdStyles?: boolean
  children: ReactNode
}) {
  const antdLocale = useAntdLocaleFor(i18n)
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
        <SettingsContext value={settingsStore}>{children}</SettingsContext>
      </ConfigProvider>
    </I18nextProvider>
  )
}
