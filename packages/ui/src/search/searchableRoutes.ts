import { type AppRoute, type ExternalRoute, routeTable, type ScreenRoute } from '../routes/routeTable.ts'

/** A route the header search can open: a built screen in sight, or an external site. */
export type SearchableRoute = ScreenRoute | ExternalRoute

/**
 * Every route the header search lists, one per route id, in the table's order: the built screens
 * that are not hidden (the dashboard included, error and sign-in pages left out) and the external
 * sites. Read from the route table, so a tool joins the search the day its row's `built` flips.
 *
 * @example
 * searchableRoutes().map((route) => route.id) // ['dashboard', 'coStandard', 'coMeme', …, 'chainList']
 */
export function searchableRoutes(table: readonly AppRoute[] = routeTable): SearchableRoute[] {
  return table.filter(
    (route): route is SearchableRoute =>
      route.kind === 'external' || (route.kind === 'screen' && route.built && !route.hidden),
  )
}
