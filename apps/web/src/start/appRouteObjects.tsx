import {
  type AppRoute,
  homePath,
  notFoundPath,
  routeTable,
  type ScreenRoute,
} from '@tokenbox/ui/routes/routeTable.ts'
import type { ScreenKey } from '@tokenbox/ui/routes/screenKeys.ts'
import { type ComponentType, lazy, Suspense } from 'react'
import { Navigate, type RouteObject } from 'react-router'
import { MainLayout } from '../app/layout/MainLayout.tsx'
import { RouteLoading } from '../app/layout/RouteLoading.tsx'
import { HomePage } from '../features/home/HomePage.tsx'

// One lazily loaded page for every tool whose issue has not landed yet; it reads the row of the
// current URL to name the tool.
const NotBuiltPage = lazy(() =>
  import('../app/pages/NotBuiltPage.tsx').then((module) => ({ default: module.NotBuiltPage })),
)

/**
 * Screens loaded with the app, by route id: the dashboard, where most visits start (a lazy one was
 * one more round trip and one more render between the first paint and a usable page).
 */
export const eagerScreens: Readonly<Partial<Record<string, ComponentType>>> = { dashboard: HomePage }

const lazyScreens = new Map<ScreenKey, ComponentType>()

/**
 * The lazily loaded screen `key` (screens.ts says why its loaders load lazily too). One component
 * per key, so rows sharing a screen (the coin types, the lock kinds) share it, and so does a tab.
 */
function lazyScreen(key: ScreenKey): ComponentType {
  let component = lazyScreens.get(key)
  if (!component) {
    component = lazy(() =>
      import('./screens.ts').then(async (module) => ({ default: await module.screenLoaders[key]() })),
    )
    lazyScreens.set(key, component)
  }
  return component
}

/** A built row's screen: loaded with the app, or lazily by its key; undefined for a row without one. */
export function screenOf(row: ScreenRoute): ComponentType | undefined {
  return eagerScreens[row.id] ?? (row.screen ? lazyScreen(row.screen) : undefined)
}

/**
 * Turns the route table into react-router route objects inside the main layout: one route per
 * path (query variants share it; the screen reads `?t=`), the group redirects, `/` to the
 * dashboard and every unknown path to `/404` (spec 000 section 2). A path is served by its built
 * screen when one of its rows has one, else by the "not available yet" page.
 *
 * @example
 * function AppRoutes() { return useRoutes(appRouteObjects()) }
 */
export function appRouteObjects(
  table: readonly AppRoute[] = routeTable,
  screenFor: (row: ScreenRoute) => ComponentType | undefined = screenOf,
): RouteObject[] {
  const screensByPath = new Map<string, ScreenRoute[]>()
  const redirects: RouteObject[] = []
  for (const route of table) {
    if (route.kind === 'screen') {
      screensByPath.set(route.path, [...(screensByPath.get(route.path) ?? []), route])
    } else if (route.kind === 'redirect') {
      redirects.push({ path: route.path, element: <Navigate to={route.to} replace /> })
    }
  }
  const screens: RouteObject[] = [...screensByPath].map(([path, rows]) => {
    const Screen = rows.flatMap((row) => (row.built ? (screenFor(row) ?? []) : []))[0] ?? NotBuiltPage
    // Each screen has its own boundary so the progress bar shows while its code loads, whatever
    // boundaries the layout adds around the outlet.
    return {
      path,
      element: (
        <Suspense fallback={<RouteLoading />}>
          <Screen />
        </Suspense>
      ),
    }
  })
  return [
    {
      element: <MainLayout routes={table} />,
      children: [
        { index: true, element: <Navigate to={homePath} replace /> },
        ...screens,
        ...redirects,
        { path: '*', element: <Navigate to={notFoundPath} replace /> },
      ],
    },
  ]
}
