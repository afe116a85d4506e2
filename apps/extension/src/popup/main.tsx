import { createRoot } from 'react-dom/client'
import { readSettings } from '../settings/settings.ts'
import { ExtensionShell } from './ExtensionShell.tsx'
import { chromeHost } from './extensionHost.ts'
import { PopupApp } from './PopupApp.tsx'
import { createPopupI18n } from './popupI18n.ts'

/** The popup's entry (popup.html): the settings first, so the first render is in the user's language. */
async function startPopup() {
  const host = chromeHost()
  const settings = await readSettings(host.settingsArea)
  const i18n = await createPopupI18n(settings.language)
  document.documentElement.lang = settings.language
  createRoot(document.getElementById('root') as HTMLElement).render(
    <ExtensionShell host={host} i18n={i18n}>
      <PopupApp initialSettings={settings} />
    </ExtensionShell>,
  )
}

void startPopup()
