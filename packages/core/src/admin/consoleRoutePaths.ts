import type { ConsoleRoute } from './consoleRoutes.ts'

/**
 * Every path of a route tree, parents before their children: what a role's `routes` may name.
 *
 * @example
 * consoleRoutePaths(consoleRoutes) // ['/dashboard', ..., '/system', '/system/roles', '/system/users']
 */
export function consoleRoutePaths(tree: readonly ConsoleRoute[]): string[] {
  return tree.flatMap((route) => [route.path, ...consoleRoutePaths(route.children ?? [])])
}
