import { App } from 'antd'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation } from 'react-router'
import { RouteLoading } from '../../app/layout/RouteLoading.tsx'
import { AdminApiError } from '../request/AdminApiError.ts'
import { adminToastMs } from '../request/adminCodes.ts'
import { useSession, useSessionStore } from './SessionContext.ts'
import { guardNavigation } from './sessionMachine.ts'

/**
 * Applies the session guard (sessionMachine.guardNavigation) to every console navigation:
 * redirects, or loads the user's info and routes while the progress bar shows. A failed load
 * has already reset the session (createSessionStore), so the guard's next decision is the login
 * page with `?redirect=`; its message is shown here unless the request layer toasted it already.
 *
 * @example
 * { element: <SessionGate><ConsoleLayout /></SessionGate>, children: [...] }
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useSession()
  const store = useSessionStore()
  const { message } = App.useApp()
  const { t } = useTranslation('admin')
  const { pathname, search } = useLocation()
  const decision = guardNavigation(
    { signedIn: session.session !== null, hasRoles: !!session.info },
    pathname,
    search,
  )

  useEffect(() => {
    if (decision.type !== 'loadInfo') return
    store.loadInfo().catch((error: unknown) => {
      if (error instanceof AdminApiError) return
      const text = error instanceof Error && error.message ? error.message : t('session.hasError')
      void message.error({ content: text, duration: adminToastMs / 1000 })
    })
  }, [decision.type, store, message, t])

  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />
  if (decision.type === 'loadInfo') return <RouteLoading />
  return children
}
