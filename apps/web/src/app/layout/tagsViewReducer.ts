/** One tab of the tags view (spec 000 section 3, Tabs state: visitedViews). */
export type TagView = {
  /** The pathname: the tab's identity, so a page has one tab whatever its query. */
  path: string
  /** Path and query of the last visit, what the tab opens. */
  fullPath: string
  /** Key of the title in the `routes` namespace; none shows 'no-name'. */
  titleKey?: string
  /** Pinned: no close button, and no close action removes it. */
  affix: boolean
  /** The screen is not kept alive while another tab is shown. */
  noCache: boolean
  /** Raised by refresh; the kept screen is keyed by it, so a new value remounts it. */
  version: number
}

export type TagsViewState = {
  visitedViews: readonly TagView[]
  /** Paths whose screens stay mounted (hidden) while another tab is active. */
  cachedViews: readonly string[]
}

export type TagsViewAction =
  | { type: 'visit'; view: Omit<TagView, 'version'> }
  | { type: 'refresh'; path: string }
  | { type: 'close'; path: string }
  | { type: 'closeOthers'; path: string }
  | { type: 'closeAll' }

/**
 * The starting tabs: the pinned routes (the dashboard), in route-table order.
 *
 * @example
 * useReducer(tagsViewReducer, initialTagsViewState([{ path: '/home', fullPath: '/home', titleKey: 'dashboard', affix: true, noCache: false }]))
 */
export function initialTagsViewState(affixViews: readonly Omit<TagView, 'version'>[]): TagsViewState {
  const visitedViews = affixViews.map((view) => ({ ...view, version: 0 }))
  return { visitedViews, cachedViews: cachedPaths(visitedViews) }
}

function cachedPaths(views: readonly TagView[]): string[] {
  return views.filter((view) => !view.noCache).map((view) => view.path)
}

function keep(state: TagsViewState, predicate: (view: TagView) => boolean): TagsViewState {
  const visitedViews = state.visitedViews.filter(predicate)
  if (visitedViews.length === state.visitedViews.length) return state
  const paths = new Set(visitedViews.map((view) => view.path))
  return { visitedViews, cachedViews: state.cachedViews.filter((path) => paths.has(path)) }
}

/**
 * The tabs' state transitions, pure so they are tested without a browser: a visit adds a tab
 * once per path (a later visit with another query only updates where the tab leads and its
 * title), close
 * removes one, close others and close all keep the pinned tabs, refresh asks for a remount.
 *
 * @example
 * const next = tagsViewReducer(state, { type: 'closeAll' }) // only the dashboard is left
 */
export function tagsViewReducer(state: TagsViewState, action: TagsViewAction): TagsViewState {
  switch (action.type) {
    case 'visit': {
      const { view } = action
      const existing = state.visitedViews.find(({ path }) => path === view.path)
      if (existing) {
        if (existing.fullPath === view.fullPath && existing.titleKey === view.titleKey) return state
        // Query variants (`/co/st?t=1`, the meme coin) share the tab but have their own title.
        const { fullPath, titleKey } = view
        return {
          ...state,
          visitedViews: state.visitedViews.map((visited) =>
            visited === existing ? { ...visited, fullPath, titleKey } : visited,
          ),
        }
      }
      const visitedViews = [...state.visitedViews, { ...view, version: 0 }]
      return {
        visitedViews,
        cachedViews: view.noCache ? state.cachedViews : [...state.cachedViews, view.path],
      }
    }
    case 'refresh':
      return {
        ...state,
        visitedViews: state.visitedViews.map((view) =>
          view.path === action.path ? { ...view, version: view.version + 1 } : view,
        ),
      }
    case 'close':
      return keep(state, (view) => view.affix || view.path !== action.path)
    case 'closeOthers':
      return keep(state, (view) => view.affix || view.path === action.path)
    case 'closeAll':
      return keep(state, (view) => view.affix)
  }
}

/**
 * Where to go when the active tab was closed: the most recently opened tab that is left, or
 * `fallback` (the dashboard) when none is.
 *
 * @example
 * navigate(lastViewPath(tagsViewReducer(state, { type: 'close', path }), '/home'))
 */
export function lastViewPath(state: TagsViewState, fallback: string): string {
  return state.visitedViews.at(-1)?.fullPath ?? fallback
}
