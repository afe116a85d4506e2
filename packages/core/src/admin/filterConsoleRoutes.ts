import type { ConsoleRoute } from './consoleRoutes.ts'

/**
 * The routes a user with `roles` sees (spec 000 section 6): admin sees everything; otherwise a route
 * is kept when it has no `meta.roles` or shares a role with the user, and its children are filtered
 * the same way, recursively. A parent that is kept keeps only its visible children (it may end with
 * none; the console then shows it as an empty group or hides it, its choice). Pure: returns new objects.
 *
 * @example
 * filterConsoleRoutes(consoleRoutes, ['editor']) // every route without roles or listing 'editor'
 * filterConsoleRoutes(consoleRoutes, ['admin']) // the whole tree
 */
export function filterConsoleRoutes(tree: readonly ConsoleRoute[], roles: readonly string[]): ConsoleRoute[] {
  const isAdmin = roles.includes('admin')
  const visible = (route: ConsoleRoute) =>
    isAdmin || route.meta.roles === undefined || route.meta.roles.some((role) => roles.includes(role))
  return tree
    .filter(visible)
    .map((route) =>
      route.children === undefined
        ? { ...route }
        : { ...route, children: filterConsoleRoutes(route.children, roles) },
    )
}
