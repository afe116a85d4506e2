import { createRoot } from 'react-dom/client'
import { ExtensionShell } from '../popup/ExtensionShell.tsx'
import { chromeHost } from '../popup/extensionHost.ts'
import { readSettings } from '../settings/settings.ts'
import { OptionsApp } from './OptionsApp.tsx'
import { createOptionsI18n } from './optionsI18n.ts'

/** The settings page's entry (options.html): the settings first, so the page opens in the user's language. */
async function startOptions() {
  const host = chromeHost()
  const settings = await readSettings(host.settingsArea)
  const i18n = await createOptionsI18n(settings.language)
  document.documentElement.lang = settings.language
  createRoot(document.getElementById('root') as HTMLElement).render(
    <ExtensionShell host={host} i18n={i18n}>
      <OptionsApp initialSettings={settings} />
    </ExtensionShell>,
  )
}

void startOptions()
