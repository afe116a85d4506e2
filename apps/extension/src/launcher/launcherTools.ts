import { type MenuGroupId, menuGroups } from '@tokenbox/ui/routes/menuGroups.ts'
import { routeHref } from '@tokenbox/ui/routes/routeHref.ts'
import type { RouteIconName } from '@tokenbox/ui/routes/routeIconNames.ts'
import { type SearchableRoute, searchableRoutes } from '@tokenbox/ui/search/searchableRoutes.ts'

/** One entry of the popup's launcher: a TokenBox tool on the site, or an external site. */
export type LauncherTool = {
  id: string
  /** The title's key in the web app's `routes` namespace; the description is `menu:desc.<id>`. */
  titleKey: string
  icon: RouteIconName
  /** The navbar group the tool is under on the site; none for the dashboard. */
  group: MenuGroupId | undefined
  external: boolean
  /** The site path with its variant's query (`/co/st?t=1`), or an external site's full URL. */
  href: string
}

const groupOfSection = new Map(
  menuGroups.flatMap((group) => group.sections.map((section) => [section, group.id] as const)),
)

/**
 * Every tool the launcher lists: the web app's searchable routes (its built tools and the external
 * links, from the one route table), in the table's order. A tool joins the launcher the day it
 * joins the site's search.
 *
 * @example
 * launcherTools().find((tool) => tool.id === 'otUnitConverter')?.href // '/ot/un'
 */
export function launcherTools(routes: readonly SearchableRoute[] = searchableRoutes()): LauncherTool[] {
  return routes.map((route) => ({
    id: route.id,
    titleKey: route.titleKey,
    icon: route.icon,
    group: route.section && groupOfSection.get(route.section),
    external: route.kind === 'external',
    href: routeHref(route),
  }))
}

/**
 * Where a tool opens: the configured TokenBox site plus the tool's path, or the external site itself.
 *
 * @example
 * toolUrl('https://tokenbox.example', { external: false, href: '/lo/id?t=2' }) // 'https://tokenbox.example/lo/id?t=2'
 */
export function toolUrl(siteUrl: string, tool: Pick<LauncherTool, 'external' | 'href'>): string {
  return tool.external ? tool.href : `${siteUrl}${tool.href}`
}

/** A section of the launcher's list: a navbar group (none for the tools above every group). */
export type LauncherSection = { group: MenuGroupId | undefined; tools: LauncherTool[] }

/**
 * The tools in the site's navbar order: the ungrouped ones (the dashboard) first, then each group
 * of menuGroups with its tools in table order; empty groups are left out.
 *
 * @example
 * groupLauncherTools(launcherTools()).map((section) => section.group) // [undefined, 'token', 'lock', …]
 */
export function groupLauncherTools(tools: readonly LauncherTool[]): LauncherSection[] {
  const order: (MenuGroupId | undefined)[] = [undefined, ...menuGroups.map((group) => group.id)]
  return order
    .map((group) => ({ group, tools: tools.filter((tool) => tool.group === group) }))
    .filter((section) => section.tools.length > 0)
}
