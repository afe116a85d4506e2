import { Activity, type ReactNode, useRef } from 'react'
import {
  type Location,
  UNSAFE_LocationContext as LocationContext,
  type NavigationType,
  useLocation,
  useNavigationType,
  useOutlet,
} from 'react-router'
import { ScreenErrorBoundary } from '../errors/ScreenErrorBoundary.tsx'
import { useSettings } from '../settings/useSettings.ts'
import { useTagsView } from './useTagsView.ts'

type KeptScreen = {
  element: ReactNode
  /** The location the screen last had while visible; a new object only when it changes. */
  location: { location: Location; navigationType: NavigationType }
}

/**
 * The screen area with the tags view's cache (spec 000 section 4: cached views unless noCache).
 * Screens of other tabs stay mounted inside hidden `<Activity>` boundaries, so form input and
 * results survive a tab switch, while their effects (wallet subscriptions, timers) pause.
 * Refresh remounts a screen by changing its key; closing a tab drops it. With the tags view
 * turned off, only the current screen is rendered.
 *
 * Each kept screen sees the location it was left at: without that, a hidden screen would
 * re-render with the visible page's URL and read another page's query. A screen still loading
 * suspends to the layout's boundary (its progress bar); hidden screens never show it. A screen
 * that throws while rendering shows its error in place (ScreenErrorBoundary); the rest stays.
 *
 * @example
 * <TagsViewProvider routes={routeTable}><TagsViewOutlet /></TagsViewProvider>
 */
export function TagsViewOutlet() {
  const outlet = useOutlet()
  const location = useLocation()
  const navigationType = useNavigationType()
  const { tagsView } = useSettings()
  const { state } = useTagsView()
  // A ref, not state: the entries follow the router and the tabs on the same render, and
  // writing the same entry twice (StrictMode) is harmless.
  const kept = useRef(new Map<string, KeptScreen>())

  const active = location.pathname
  const previous = kept.current.get(active)
  kept.current.set(active, {
    element: outlet,
    location: previous?.location.location === location ? previous.location : { location, navigationType },
  })
  const cached = new Set(tagsView ? state.cachedViews : [])
  for (const path of kept.current.keys()) {
    if (path !== active && !cached.has(path)) kept.current.delete(path)
  }
  const version = (path: string) => state.visitedViews.find((view) => view.path === path)?.version ?? 0

  return [...kept.current].map(([path, screen]) => (
    <Activity key={`${path}#${version(path)}`} mode={path === active ? 'visible' : 'hidden'}>
      <LocationContext value={screen.location}>
        <ScreenErrorBoundary>{screen.element}</ScreenErrorBoundary>
      </LocationContext>
    </Activity>
  ))
}
