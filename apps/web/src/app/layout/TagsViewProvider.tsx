import { type ReactNode, useEffect, useMemo, useReducer } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { findScreenRoute } from '../routes/findScreenRoute.ts'
import { type AppRoute, homePath, type ScreenRoute } from '../routes/routeTable.ts'
import { TagsViewContext, type TagsViewContextValue } from './TagsViewContext.ts'
import { initialTagsViewState, lastViewPath, type TagView, tagsViewReducer } from './tagsViewReducer.ts'

function pinnedViews(routes: readonly AppRoute[]): Omit<TagView, 'version'>[] {
  return routes
    .filter((route): route is ScreenRoute => route.kind === 'screen' && route.affix === true)
    .map(({ path, titleKey, noCache }) => ({
      path,
      fullPath: path,
      titleKey,
      affix: true,
      noCache: !!noCache,
    }))
}

/**
 * Keeps the tabs of the pages visited in this session (spec 000 sections 3 and 4): a tab opens
 * on each navigation to a page the route table shows in tabs, and the actions also move the
 * router where the spec says (closing the active tab opens the last one left).
 *
 * @example
 * <TagsViewProvider routes={routeTable}><TagsView /><TagsViewOutlet /></TagsViewProvider>
 */
export function TagsViewProvider({ routes, children }: { routes: readonly AppRoute[]; children: ReactNode }) {
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const [state, dispatch] = useReducer(tagsViewReducer, routes, (table) =>
    initialTagsViewState(pinnedViews(table)),
  )

  const route = findScreenRoute(pathname, search, routes)
  const shown = route && !route.hidden ? route : undefined
  useEffect(() => {
    if (!shown) return
    dispatch({
      type: 'visit',
      view: {
        path: pathname,
        fullPath: pathname + search,
        titleKey: shown.titleKey,
        affix: !!shown.affix,
        noCache: !!shown.noCache,
      },
    })
  }, [shown, pathname, search])

  const value = useMemo<TagsViewContextValue>(() => {
    const find = (path: string) => state.visitedViews.find((view) => view.path === path)
    return {
      state,
      activePath: pathname,
      refresh: (path) => {
        dispatch({ type: 'refresh', path })
        const view = find(path)
        if (view && path !== pathname) navigate(view.fullPath)
      },
      close: (path) => {
        const next = tagsViewReducer(state, { type: 'close', path })
        dispatch({ type: 'close', path })
        if (path === pathname && next !== state) navigate(lastViewPath(next, homePath))
      },
      closeOthers: (path) => {
        dispatch({ type: 'closeOthers', path })
        const view = find(path)
        if (view && path !== pathname) navigate(view.fullPath)
      },
      closeAll: () => {
        const next = tagsViewReducer(state, { type: 'closeAll' })
        dispatch({ type: 'closeAll' })
        if (!next.visitedViews.some((view) => view.path === pathname)) {
          navigate(lastViewPath(next, homePath))
        }
      },
    }
  }, [state, pathname, navigate])

  return <TagsViewContext value={value}>{children}</TagsViewContext>
}
