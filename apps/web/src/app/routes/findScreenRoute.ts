import { type AppRoute, routeTable, type ScreenRoute } from '@tokenbox/ui/routes/routeTable.ts'

/**
 * The table row of a location: the row with this path whose query variant matches `search`, else
 * the path's first row (so `/co/st` without `?t=` is the standard coin, as `?t=0` would be).
 * Paths in the table are literal, so equality is enough; trailing slashes are ignored.
 *
 * @example
 * findScreenRoute('/co/st', '?t=1')?.id // 'coMeme'
 * findScreenRoute('/nowhere', '') // undefined
 */
export function findScreenRoute(
  pathname: string,
  search: string,
  table: readonly AppRoute[] = routeTable,
): ScreenRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const candidates = table.filter(
    (route): route is ScreenRoute => route.kind === 'screen' && route.path === path,
  )
  const params = new URLSearchParams(search)
  const variant = candidates.find(
    (route) => route.query && Object.entries(route.query).every(([key, value]) => params.get(key) === value),
  )
  return variant ?? candidates[0]
}
