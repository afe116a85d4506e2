import { antdRepairsCss, focusRingCss } from '@tokenbox/ui/theme.ts'
import { App } from 'antd'
import type { i18n } from 'i18next'
import { type ReactNode, Suspense } from 'react'
import { useLazyNamespace } from '../app/i18n/useLazyNamespace.ts'
import { AppearanceProviders } from '../app/settings/AppearanceProviders.tsx'
import type { SettingsStore } from '../app/settings/createSettingsStore.ts'
import { AdminFeedbackBridge } from './request/AdminFeedbackBridge.tsx'
import type { SessionStore } from './session/createSessionStore.ts'
import { SessionContext } from './session/SessionContext.ts'

/**
 * Holds the console until its `admin` strings of the current language are in, and again after a
 * language switch (useLazyNamespace keys its load by language). Decision: not only main.tsx's
 * activateNamespace, because the set of active namespaces is keyed by the i18next object and
 * react-i18next's hooks hand out another object than the one created: seen in the production
 * build, a switch loaded every namespace but `admin` and the console stayed in English.
 */
function AdminStrings({ children }: { children: ReactNode }) {
  useLazyNamespace('admin')
  return children
}

export type AdminProvidersProps = {
  i18n: i18n
  settingsStore: SettingsStore
  session: SessionStore
  children: ReactNode
}

/**
 * The console's contexts: translations, the antd theme and locale from the same layout settings
 * as the public app (colour, size), antd's App (toasts and dialogs of the request layer) and the
 * session. No wallet: the console never talks to a chain.
 *
 * @example
 * <AdminProviders i18n={i18n} settingsStore={store} session={session}><ConsoleRoutes /></AdminProviders>
 */
export function AdminProviders({ i18n, settingsStore, session, children }: AdminProvidersProps) {
  return (
    <AppearanceProviders i18n={i18n} settingsStore={settingsStore}>
      <SessionContext value={session}>
        <App>
          <style href="tb-focus" precedence="default">
            {`${focusRingCss}\n${antdRepairsCss}`}
          </style>
          <Suspense fallback={null}>
            <AdminStrings>
              <AdminFeedbackBridge />
              {children}
            </AdminStrings>
          </Suspense>
        </App>
      </SessionContext>
    </AppearanceProviders>
  )
}
