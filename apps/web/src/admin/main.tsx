import { detectLanguage } from '@tokenbox/ui/i18n/detectLanguage.ts'
import { defaultLanguage } from '@tokenbox/ui/i18n/languages.ts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { watchTabListRoles } from '../app/antd/tabListRole.ts'
import { createI18n } from '../app/i18n/createI18n.ts'
import { readSavedLanguage } from '../app/i18n/readSavedLanguage.ts'
import { createSettingsStore } from '../app/settings/createSettingsStore.ts'
import { activateNamespace, loadNamespaceBundle } from '../base/loadLanguage.ts'
import { AdminProviders } from './AdminProviders.tsx'
import { adminApi, bindAdminSession } from './request/adminApi.ts'
import { removeLegacyAdminCookie } from './request/removeLegacyAdminCookie.ts'
import { ConsoleRoutes } from './routes/ConsoleRoutes.tsx'
import { createSessionStore } from './session/createSessionStore.ts'

/**
 * Starts the admin console (its own HTML entry, admin.html, so none of it is in the public
 * dashboard's first load): the app's i18n with the console's `admin` namespace, the shared
 * layout settings, the session the server says its HttpOnly `Admin-Token` cookie holds, and the router
 * under `/admin`.
 */
async function start(): Promise<void> {
  removeLegacyAdminCookie()
  // The session's token is in an HttpOnly cookie the page cannot read: the server says whether
  // one is live (asked while the strings load). Unanswered, the console starts at its login page.
  const probe = adminApi
    .get<{ signedIn: boolean }>('/vue-element-admin/user/session')
    .catch(() => ({ signedIn: false }))
  const language = detectLanguage({ saved: readSavedLanguage(), browserLanguages: navigator.languages })
  const i18n = await createI18n(language)
  // The console's strings are a lazy namespace of the app; activated, a language switch loads them too.
  activateNamespace(i18n, 'admin')
  await Promise.all(
    [...new Set([defaultLanguage, language])].map((lang) => loadNamespaceBundle(i18n, lang, 'admin')),
  )
  const { signedIn } = await probe
  const session = createSessionStore({ api: adminApi, signedIn })
  bindAdminSession(() => session.getSnapshot().session)
  const root = document.getElementById('root')
  if (!root) throw new Error('admin.html has no #root element')
  watchTabListRoles(document.body)
  createRoot(root).render(
    <StrictMode>
      <AdminProviders i18n={i18n} settingsStore={createSettingsStore()} session={session}>
        <BrowserRouter basename="/admin">
          <ConsoleRoutes />
        </BrowserRouter>
      </AdminProviders>
    </StrictMode>,
  )
}

void start()
