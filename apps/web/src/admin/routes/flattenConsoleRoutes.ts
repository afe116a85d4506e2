import type { ConsoleRouteNode } from '../session/consoleRouteTypes.ts'

/** A page of the console: a leaf of the route tree. */
export type ConsolePage = { path: string; name: string; titleKey: string; icon?: string }

/**
 * The leaves of a route tree that have a page in `pageNames` (a route whose page is not built,
 * or whose server part does not work yet, is neither in the menu nor routable), in tree order.
 * Relative child paths are joined to their parent's.
 *
 * @example
 * flattenConsoleRoutes(tree, new Set(['Dashboard'])) // [{ path: '/dashboard', name: 'Dashboard', titleKey: 'dashboard' }]
 */
export function flattenConsoleRoutes(
  routes: readonly ConsoleRouteNode[],
  pageNames: ReadonlySet<string>,
  parentPath = '',
): ConsolePage[] {
  return routes.flatMap((route) => {
    const path = route.path.startsWith('/') ? route.path : `${parentPath}/${route.path}`
    if (route.children?.length) return flattenConsoleRoutes(route.children, pageNames, path)
    if (!route.name || !pageNames.has(route.name) || route.meta?.hidden) return []
    return [{ path, name: route.name, titleKey: route.meta?.titleKey ?? route.name, icon: route.meta?.icon }]
  })
}

/**
 * The tree pruned to the routes with a page (groups left empty are dropped), for the menu.
 *
 * @example
 * pruneConsoleRoutes(tree, new Set(['Dashboard']))
 */
export function pruneConsoleRoutes(
  routes: readonly ConsoleRouteNode[],
  pageNames: ReadonlySet<string>,
): ConsoleRouteNode[] {
  return routes.flatMap((route) => {
    if (route.children?.length) {
      const children = pruneConsoleRoutes(route.children, pageNames)
      return children.length > 0 ? [{ ...route, children }] : []
    }
    return route.name && pageNames.has(route.name) && !route.meta?.hidden ? [route] : []
  })
}
