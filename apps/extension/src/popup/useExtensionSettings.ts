import type { Language } from '@tokenbox/ui/i18n/languages.ts'
import { loadAntdLocale } from '@tokenbox/ui/i18n/loadAntdLocale.ts'
import type { i18n } from 'i18next'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type ExtensionSettings, writeSettings } from '../settings/settings.ts'
import { useExtensionHost } from './ExtensionHostContext.ts'

export type ExtensionSettingsState = {
  settings: ExtensionSettings
  /** Saves `patch` over the stored settings and shows the result. */
  save: (patch: Partial<ExtensionSettings>) => Promise<ExtensionSettings>
}

/** antd's texts first, then i18next: one render shows the whole page in the new language. */
async function switchLanguage(instance: i18n, language: Language): Promise<void> {
  await loadAntdLocale(language)
  await instance.changeLanguage(language)
}

/**
 * The extension's settings as a page shows them: starting from what was read before the first
 * render, updated when this page saves and when another page (the options page, the popup) does,
 * with the interface language following the saved one at once.
 *
 * @example
 * const { settings, save } = useExtensionSettings(initialSettings)
 * await save({ watch: true })
 */
export function useExtensionSettings(initial: ExtensionSettings): ExtensionSettingsState {
  const host = useExtensionHost()
  const { i18n } = useTranslation()
  const [settings, setSettings] = useState(initial)
  useEffect(() => host.watchSettings(setSettings), [host])
  useEffect(() => {
    if (i18n.language !== settings.language) void switchLanguage(i18n, settings.language)
  }, [i18n, settings.language])
  const save = useCallback(
    async (patch: Partial<ExtensionSettings>) => {
      const next = await writeSettings(patch, host.settingsArea)
      setSettings(next)
      return next
    },
    [host],
  )
  return { settings, save }
}
