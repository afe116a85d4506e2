import { useEffect, useMemo, useReducer } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { TagsViewContextValue } from './TagsViewContext.ts'
import { initialTagsViewState, lastViewPath, type TagView, tagsViewReducer } from './tagsViewReducer.ts'

export type TagsViewSource = {
  /** The tabs that are always there (the dashboard), read once when the provider mounts. */
  pinned: readonly Omit<TagView, 'version' | 'fullPath'>[]
  /** How the page at the current location shows as a tab, or undefined when it has no tab. */
  current: { titleKey?: string; affix?: boolean; noCache?: boolean } | undefined
  /** Where closing the last tab leads. */
  home: string
  titleNamespace?: string
}

/**
 * The tags view's state and actions over the router, shared by the public app and the admin
 * console (each only says which pages have tabs): a tab opens on each navigation to such a page,
 * and the actions move the router where spec 000 says (closing the active tab opens the last
 * one left; closing all leaves a page whose tab is gone).
 *
 * @example
 * const value = useTagsViewValue({ pinned, current, home: '/dashboard' })
 * return <TagsViewContext value={value}>{children}</TagsViewContext>
 */
export function useTagsViewValue({
  pinned,
  current,
  home,
  titleNamespace,
}: TagsViewSource): TagsViewContextValue {
  const location = useLocation()
  const { pathname } = location
  const navigate = useNavigate()
  const [state, dispatch] = useReducer(tagsViewReducer, pinned, (views) =>
    initialTagsViewState(views.map((view) => ({ ...view, fullPath: view.path }))),
  )

  const shown = current !== undefined
  const titleKey = current?.titleKey
  const affix = !!current?.affix
  const noCache = !!current?.noCache
  // Keyed on the location object, not its path: a navigation is a transition, so "close others"
  // (an urgent update) can remove the current page's tab while its navigation away is still
  // pending; a navigation back to that page in the meantime commits the same path as before, and
  // an effect keyed on the path would never add its tab again. Every navigation commits a new
  // location object.
  useEffect(() => {
    if (!shown) return
    dispatch({
      type: 'visit',
      view: {
        path: location.pathname,
        fullPath: location.pathname + location.search,
        titleKey,
        affix,
        noCache,
      },
    })
  }, [shown, titleKey, affix, noCache, location])

  return useMemo<TagsViewContextValue>(() => {
    const find = (path: string) => state.visitedViews.find((view) => view.path === path)
    return {
      state,
      activePath: pathname,
      titleNamespace,
      refresh: (path) => {
        dispatch({ type: 'refresh', path })
        const view = find(path)
        if (view && path !== pathname) navigate(view.fullPath)
      },
      close: (path) => {
        const next = tagsViewReducer(state, { type: 'close', path })
        dispatch({ type: 'close', path })
        if (path === pathname && next !== state) navigate(lastViewPath(next, home))
      },
      closeOthers: (path) => {
        dispatch({ type: 'closeOthers', path })
        const view = find(path)
        if (view && path !== pathname) navigate(view.fullPath)
      },
      closeAll: () => {
        const next = tagsViewReducer(state, { type: 'closeAll' })
        dispatch({ type: 'closeAll' })
        if (!next.visitedViews.some((view) => view.path === pathname)) navigate(lastViewPath(next, home))
      },
    }
  }, [state, pathname, navigate, home, titleNamespace])
}
