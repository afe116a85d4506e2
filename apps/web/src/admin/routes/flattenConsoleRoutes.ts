import type { ConsoleRoute } from '@tokenbox/core/admin/consoleRoutes.ts'

/** A page of the console: a leaf of the route tree. */
export type ConsolePage = { path: string; name: string; titleKey: string; icon: string }

/**
 * The leaves of a route tree that have a page in `pageNames`, in tree order. A route whose page is
 * not built, or whose server part does not work yet, is neither routable nor in the menu.
 *
 * @example
 * flattenConsoleRoutes(tree, new Set(['Dashboard'])) // [{ path: '/dashboard', name: 'Dashboard', titleKey: 'route.dashboard', icon: 'dashboard' }]
 */
export function flattenConsoleRoutes(
  routes: readonly ConsoleRoute[],
  pageNames: ReadonlySet<string>,
): ConsolePage[] {
  return routes.flatMap((route) => {
    if (route.children) return flattenConsoleRoutes(route.children, pageNames)
    if (!pageNames.has(route.name)) return []
    return [{ path: route.path, name: route.name, titleKey: route.meta.titleKey, icon: route.meta.icon }]
  })
}

/**
 * The tree pruned to the routes with a page, for the menu. A group left without children is
 * dropped (core's filterConsoleRoutes may leave one; the menu shows no empty group).
 *
 * @example
 * pruneConsoleRoutes(filterConsoleRoutes(tree, ['editor']), new Set(['Dashboard', 'Roles']))
 * // [Dashboard]: the System group lost its admin-only children
 */
export function pruneConsoleRoutes(
  routes: readonly ConsoleRoute[],
  pageNames: ReadonlySet<string>,
): ConsoleRoute[] {
  return routes.flatMap((route) => {
    if (route.children) {
      const children = pruneConsoleRoutes(route.children, pageNames)
      return children.length > 0 ? [{ ...route, children }] : []
    }
    return pageNames.has(route.name) ? [route] : []
  })
}
