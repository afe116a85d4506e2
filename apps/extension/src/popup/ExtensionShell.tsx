import { useAntdLocaleFor } from '@tokenbox/ui/i18n/useAntdLocaleFor.ts'
import { usePrefersReducedMotion } from '@tokenbox/ui/layout/usePrefersReducedMotion.ts'
import { buttonConfig, createTheme, defaultPrimaryColor } from '@tokenbox/ui/theme.ts'
import { App as AntdApp, ConfigProvider } from 'antd'
import type { i18n } from 'i18next'
import { type ReactNode, useEffect } from 'react'
import { I18nextProvider } from 'react-i18next'
import { ExtensionHostContext } from './ExtensionHostContext.ts'
import type { ExtensionHost } from './extensionHost.ts'

/** The web app's theme, so the popup and the settings page look like the site they belong to. */
const themes = {
  moving: createTheme(defaultPrimaryColor),
  still: createTheme(defaultPrimaryColor, { reducedMotion: true }),
}

/**
 * Every context the popup and the options page render in: the browser host, translations, and
 * antd's theme and locale (following i18next's language, as on the site).
 *
 * @example
 * <ExtensionShell host={chromeHost()} i18n={i18n}><PopupApp initialSettings={settings} /></ExtensionShell>
 */
export function ExtensionShell({
  host,
  i18n,
  children,
}: {
  host: ExtensionHost
  i18n: i18n
  children: ReactNode
}) {
  const locale = useAntdLocaleFor(i18n)
  const theme = usePrefersReducedMotion() ? themes.still : themes.moving
  // The page's language follows a switch in the settings, for screen readers and fonts.
  const language = i18n.language
  useEffect(() => {
    document.documentElement.lang = language
  }, [language])
  return (
    <ExtensionHostContext.Provider value={host}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider theme={theme} locale={locale} button={buttonConfig}>
          <AntdApp>{children}</AntdApp>
        </ConfigProvider>
      </I18nextProvider>
    </ExtensionHostContext.Provider>
  )
}
