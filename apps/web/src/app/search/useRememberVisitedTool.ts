import { type AppRoute, homePath } from '@tokenbox/ui/routes/routeTable.ts'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { findScreenRoute } from '../routes/findScreenRoute.ts'
import { rememberRecentTool } from './recentTools.ts'

/**
 * Remembers each tool the user opens, by a menu, a link or the search, for the search's "recent"
 * list: built screens in sight only (not the dashboard, error pages or a shared lock's page).
 *
 * @example
 * useRememberVisitedTool(routeTable)
 */
export function useRememberVisitedTool(routes: readonly AppRoute[]): void {
  const { pathname, search } = useLocation()
  const route = findScreenRoute(pathname, search, routes)
  const id = route?.built && !route.hidden && route.path !== homePath ? route.id : undefined
  useEffect(() => {
    if (id) rememberRecentTool(id)
  }, [id])
}
