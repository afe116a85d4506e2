import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

/** A screen of the app, described as data: the menu, tabs and page title all read this table. */
export type AppRoute = {
  path: string
  /** Key of the route's title in the `routes` locale namespace. */
  titleKey: string
  /** Loaded on first visit, so the dashboard's first load carries no other screen's code. */
  element: LazyExoticComponent<ComponentType>
  /** Kept out of menus (error pages, login). */
  hidden?: boolean
  /** A pinned tab that cannot be closed (spec 000 section 2: the dashboard). */
  affix?: boolean
}

export const homePath = '/home'
export const notFoundPath = '/404'

/**
 * The one route table. `/` redirects to the dashboard and any unknown path to `/404`
 * (see appRouteObjects); tools of the next issues add their rows here.
 */
export const routeTable: readonly AppRoute[] = [
  {
    path: homePath,
    titleKey: 'dashboard',
    element: lazy(() =>
      import('../../features/home/HomePage.tsx').then((module) => ({ default: module.HomePage })),
    ),
    affix: true,
  },
  {
    path: notFoundPath,
    titleKey: 'notFound',
    element: lazy(() =>
      import('../pages/NotFoundPage.tsx').then((module) => ({ default: module.NotFoundPage })),
    ),
    hidden: true,
  },
]
