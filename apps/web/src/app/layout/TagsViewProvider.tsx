import { type AppRoute, homePath, type ScreenRoute } from '@tokenbox/ui/routes/routeTable.ts'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { findScreenRoute } from '../routes/findScreenRoute.ts'
import { TagsViewContext } from './TagsViewContext.ts'
import { useTagsViewValue } from './useTagsViewValue.ts'

function pinnedViews(routes: readonly AppRoute[]) {
  return routes
    .filter((route): route is ScreenRoute => route.kind === 'screen' && route.affix === true)
    .map(({ path, titleKey, noCache }) => ({ path, titleKey, affix: true, noCache: !!noCache }))
}

/**
 * Keeps the tabs of the pages visited in this session (spec 000 sections 3 and 4): a tab opens
 * on each navigation to a page the route table shows in tabs (hidden routes have none).
 *
 * @example
 * <TagsViewProvider routes={routeTable}><TagsView /><TagsViewOutlet /></TagsViewProvider>
 */
export function TagsViewProvider({ routes, children }: { routes: readonly AppRoute[]; children: ReactNode }) {
  const { pathname, search } = useLocation()
  const route = findScreenRoute(pathname, search, routes)
  const value = useTagsViewValue({
    pinned: pinnedViews(routes),
    current: route && !route.hidden ? route : undefined,
    home: homePath,
  })
  return <TagsViewContext value={value}>{children}</TagsViewContext>
}
