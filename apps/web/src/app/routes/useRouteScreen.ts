import { useLocation } from 'react-router'
import { findScreenRoute } from './findScreenRoute.ts'

/**
 * The screen a tool page shows for the current route, looked up in the page's `byRoute` table by
 * route id, with the route id and the link's query; `screen` is undefined where the route is none
 * of the table's (the page then shows NotBuiltPage).
 *
 * @example
 * const { screen, search } = useRouteScreen({ miFree: 'free', miLp: 'lp' })
 * if (!screen) return <NotBuiltPage />
 */
export function useRouteScreen<Screen>(byRoute: Record<string, Screen>) {
  const { pathname, search } = useLocation()
  const id = findScreenRoute(pathname, search)?.id
  const screen: Screen | undefined = id === undefined ? undefined : byRoute[id]
  return { screen, id, search }
}
