import { Navigate, type RouteObject } from 'react-router'
import { MainLayout } from '../layout/MainLayout.tsx'
import { type AppRoute, homePath, notFoundPath, routeTable } from './routeTable.ts'

/**
 * Turns the route table into react-router route objects inside the main layout, with the two
 * redirects of the spec: `/` to the dashboard and every unknown path to `/404`.
 *
 * @example
 * function AppRoutes() { return useRoutes(appRouteObjects()) }
 */
export function appRouteObjects(table: readonly AppRoute[] = routeTable): RouteObject[] {
  return [
    {
      element: <MainLayout routes={table} />,
      children: [
        { index: true, element: <Navigate to={homePath} replace /> },
        ...table.map(({ path, element: Screen }) => ({ path, element: <Screen /> })),
        { path: '*', element: <Navigate to={notFoundPath} replace /> },
      ],
    },
  ]
}
