import type { Language } from '@tokenbox/ui/i18n/languages.ts'
import type { i18n } from 'i18next'
import type { ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import { type ExtensionSettings, readSettings } from '../settings/settings.ts'
import { ExtensionShell } from './ExtensionShell.tsx'
import { chromeHost } from './extensionHost.ts'

/**
 * Starts one of the extension's pages (the popup, the settings page) in `#root`: the settings are
 * read first, so the first render is already in the user's language (ExtensionShell keeps
 * `<html lang>` in step with it).
 *
 * @example
 * void startExtensionPage(createPopupI18n, PopupApp)
 */
export async function startExtensionPage(
  createI18n: (language: Language) => Promise<i18n>,
  App: ComponentType<{ initialSettings: ExtensionSettings }>,
): Promise<void> {
  const host = chromeHost()
  const settings = await readSettings(host.settingsArea)
  const i18n = await createI18n(settings.language)
  createRoot(document.getElementById('root') as HTMLElement).render(
    <ExtensionShell host={host} i18n={i18n}>
      <App initialSettings={settings} />
    </ExtensionShell>,
  )
}
