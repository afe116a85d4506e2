import { type ReactNode, useEffect, useMemo, useReducer } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { TagsViewContext, type TagsViewContextValue } from '../../app/layout/TagsViewContext.ts'
import { initialTagsViewState, lastViewPath, tagsViewReducer } from '../../app/layout/tagsViewReducer.ts'
import type { ConsolePage } from '../routes/flattenConsoleRoutes.ts'
import { consoleHomePath } from '../session/sessionMachine.ts'

/**
 * The console's side of the shared tags view: the same reducer, tabs bar, actions menu and kept
 * screens as the public app (app/layout), fed with the console's pages. The dashboard is pinned.
 * The layout remounts this provider on logout and role switch (the session's generation), which
 * closes every tab.
 *
 * @example
 * <ConsoleTagsViewProvider pages={pages}><TagsView /><TagsViewOutlet /></ConsoleTagsViewProvider>
 */
export function ConsoleTagsViewProvider({
  pages,
  children,
}: {
  pages: readonly ConsolePage[]
  children: ReactNode
}) {
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const [state, dispatch] = useReducer(tagsViewReducer, pages, (list) =>
    initialTagsViewState(
      list
        .filter((page) => page.path === consoleHomePath)
        .map(({ path, titleKey }) => ({
          path,
          fullPath: path,
          titleKey,
          affix: true,
          noCache: false,
        })),
    ),
  )
  const page = pages.find((candidate) => candidate.path === pathname)

  useEffect(() => {
    if (!page) return
    dispatch({
      type: 'visit',
      view: {
        path: pathname,
        fullPath: pathname + search,
        titleKey: page.titleKey,
        affix: page.path === consoleHomePath,
        noCache: false,
      },
    })
  }, [page, pathname, search])

  const value = useMemo<TagsViewContextValue>(() => {
    const find = (path: string) => state.visitedViews.find((view) => view.path === path)
    return {
      state,
      activePath: pathname,
      titleNamespace: 'admin',
      refresh: (path) => {
        dispatch({ type: 'refresh', path })
        const view = find(path)
        if (view && path !== pathname) navigate(view.fullPath)
      },
      close: (path) => {
        const next = tagsViewReducer(state, { type: 'close', path })
        dispatch({ type: 'close', path })
        if (path === pathname && next !== state) navigate(lastViewPath(next, consoleHomePath))
      },
      closeOthers: (path) => {
        dispatch({ type: 'closeOthers', path })
        const view = find(path)
        if (view && path !== pathname) navigate(view.fullPath)
      },
      closeAll: () => {
        const next = tagsViewReducer(state, { type: 'closeAll' })
        dispatch({ type: 'closeAll' })
        if (!next.visitedViews.some((view) => view.path === pathname))
          navigate(lastViewPath(next, consoleHomePath))
      },
    }
  }, [state, pathname, navigate])

  return <TagsViewContext value={value}>{children}</TagsViewContext>
}
