import { createElement, useMemo } from 'react'
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router'
import { ConsoleLayout } from '../layout/ConsoleLayout.tsx'
import { consolePageNames, consolePages } from '../pages/consolePages.ts'
import { LoginPage } from '../pages/login/LoginPage.tsx'
import { NotFoundPage } from '../pages/NotFoundPage.tsx'
import { useSession } from '../session/SessionContext.ts'
import { SessionGate } from '../session/SessionGate.tsx'
import { consoleHomePath } from '../session/sessionMachine.ts'
import { flattenConsoleRoutes, pruneConsoleRoutes } from './flattenConsoleRoutes.ts'

/** /auth-redirect of the template: nothing to finish here, so it hands over to the login. */
function AuthRedirect() {
  const { search } = useLocation()
  return <Navigate to={`/login${search}`} replace />
}

/**
 * The console's router (inside `<BrowserRouter basename="/admin">`): the login and
 * auth-redirect, and the layout with exactly the pages the session's routes allow, rebuilt when
 * the routes change (login, role switch; "reset routes" on logout leaves none). Every route goes
 * through the session guard.
 *
 * @example
 * <BrowserRouter basename="/admin"><ConsoleRoutes /></BrowserRouter>
 */
export function ConsoleRoutes() {
  const { routes, generation } = useSession()
  const objects = useMemo<RouteObject[]>(() => {
    const allowed = routes ?? []
    const pages = flattenConsoleRoutes(allowed, consolePageNames)
    const menuRoutes = pruneConsoleRoutes(allowed, consolePageNames)
    return [
      {
        path: '/login',
        element: (
          <SessionGate>
            <LoginPage />
          </SessionGate>
        ),
      },
      { path: '/auth-redirect', element: <AuthRedirect /> },
      {
        path: '/',
        // Keyed by the session's generation: logout and role switch close every tab.
        element: (
          <SessionGate>
            <ConsoleLayout key={generation} pages={pages} menuRoutes={menuRoutes} />
          </SessionGate>
        ),
        children: [
          { index: true, element: <Navigate to={consoleHomePath} replace /> },
          ...pages.map((page) => ({ path: page.path, element: createElement(consolePages[page.name]!) })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ]
  }, [routes, generation])
  return useRoutes(objects)
}
