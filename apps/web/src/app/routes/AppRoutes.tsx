import { useMemo } from 'react'
import { useRoutes } from 'react-router'
import { appRouteObjects } from './appRouteObjects.tsx'
import { type AppRoute, routeTable } from './routeTable.ts'

/**
 * Renders the screen for the current URL from the route table. The app uses react-router's
 * declarative mode (BrowserRouter + useRoutes): it needs no loaders or actions, and the data
 * router would add about 18 kB gzip to every first load.
 *
 * @example
 * <BrowserRouter><AppRoutes /></BrowserRouter>
 */
export function AppRoutes({ table = routeTable }: { table?: readonly AppRoute[] }) {
  const routes = useMemo(() => appRouteObjects(table), [table])
  return useRoutes(routes)
}
