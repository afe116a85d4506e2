import type { ConsoleRoute } from './consoleRoutes.ts'

/** A role as the roles table has it: which console paths it was given. */
export type RouteGrant = { key: string; routes: readonly string[] }

/**
 * The tree with every route's `meta.roles` computed from the roles' `routes` lists: a role sees a
 * route when it lists the route itself, one of its ancestors (a parent grants its subtree), or one
 * of its descendants (a visible child needs its parent in the menu). 'admin' is always included,
 * since admin sees everything (spec 000 section 6). The result feeds filterConsoleRoutes.
 *
 * @example
 * withRouteRoles(consoleRoutes, [{ key: 'visitor', routes: ['/dashboard'] }])
 * // /dashboard has meta.roles ['admin', 'visitor'], every other route ['admin']
 */
export function withRouteRoles(tree: readonly ConsoleRoute[], grants: readonly RouteGrant[]): ConsoleRoute[] {
  const descendantPaths = (route: ConsoleRoute): string[] =>
    (route.children ?? []).flatMap((child) => [child.path, ...descendantPaths(child)])

  const walk = (routes: readonly ConsoleRoute[], ancestors: readonly string[]): ConsoleRoute[] =>
    routes.map((route) => {
      const related = [route.path, ...ancestors, ...descendantPaths(route)]
      const granted = grants
        .filter((grant) => grant.key !== 'admin' && grant.routes.some((path) => related.includes(path)))
        .map((grant) => grant.key)
      const next: ConsoleRoute = { ...route, meta: { ...route.meta, roles: ['admin', ...granted] } }
      return route.children === undefined
        ? next
        : { ...next, children: walk(route.children, [...ancestors, route.path]) }
    })

  return walk(tree, [])
}
