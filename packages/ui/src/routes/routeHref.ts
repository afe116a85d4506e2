import type { ExternalRoute, ScreenRoute } from './routeTable.ts'

/**
 * The address a menu entry points at: the path with its variant's query (`/co/st?t=1`), or the
 * external site.
 *
 * @example
 * routeHref({ kind: 'screen', path: '/lo/id', query: { t: '2' }, ... }) // '/lo/id?t=2'
 */
export function routeHref(route: ScreenRoute | ExternalRoute): string {
  if (route.kind === 'external') return route.href
  if (!route.query) return route.path
  return `${route.path}?${new URLSearchParams(route.query).toString()}`
}
