import { type AppRoute, routeTable, type ScreenRoute } from '@tokenbox/ui/routes/routeTable.ts'
import { type ComponentType, useMemo } from 'react'
import { useRoutes } from 'react-router'
import { appRouteObjects, screenOf } from './appRouteObjects.tsx'

/**
 * Renders the screen for the current URL from the route table. The app uses react-router's
 * declarative mode (BrowserRouter + useRoutes): it needs no loaders or actions, and the data
 * router would add about 18 kB gzip to every first load.
 *
 * @example
 * <BrowserRouter><AppRoutes /></BrowserRouter>
 */
export function AppRoutes({
  table = routeTable,
  screens = screenOf,
}: {
  table?: readonly AppRoute[]
  /** Each built row's screen (tests give their own). */
  screens?: (row: ScreenRoute) => ComponentType | undefined
}) {
  const routes = useMemo(() => appRouteObjects(table, screens), [table, screens])
  return useRoutes(routes)
}
