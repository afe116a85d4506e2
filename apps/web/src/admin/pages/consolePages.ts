import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

/**
 * The console's pages by route name (the `name` of core's route tree), each loaded with its
 * first visit. A route of the tree without an entry here is neither routed nor in the menu:
 * that is how a page whose server part does not work yet stays out of the console.
 */
export const consolePages: Record<string, LazyExoticComponent<ComponentType>> = {
  Dashboard: lazy(() =>
    import('./dashboard/DashboardPage.tsx').then((module) => ({ default: module.DashboardPage })),
  ),
  Feedback: lazy(() =>
    import('./feedback/FeedbackPage.tsx').then((module) => ({ default: module.FeedbackPage })),
  ),
  Vip: lazy(() => import('./vip/VipPage.tsx').then((module) => ({ default: module.VipPage }))),
  Announcements: lazy(() =>
    import('./articles/ArticlesPage.tsx').then((module) => ({ default: module.ArticlesPage })),
  ),
  Uploads: lazy(() =>
    import('./uploads/UploadsPage.tsx').then((module) => ({ default: module.UploadsPage })),
  ),
  Deployments: lazy(() =>
    import('./deployments/DeploymentsPage.tsx').then((module) => ({ default: module.DeploymentsPage })),
  ),
  ErrorLog: lazy(() =>
    import('./errorLog/ErrorLogPage.tsx').then((module) => ({ default: module.ErrorLogPage })),
  ),
  LaunchpadFees: lazy(() =>
    import('./launchpadFees/LaunchpadFeesPage.tsx').then((module) => ({ default: module.LaunchpadFeesPage })),
  ),
  Roles: lazy(() => import('./roles/RolesPage.tsx').then((module) => ({ default: module.RolesPage }))),
  Users: lazy(() => import('./users/UsersPage.tsx').then((module) => ({ default: module.UsersPage }))),
}

/** The route names that have a page. */
export const consolePageNames: ReadonlySet<string> = new Set(Object.keys(consolePages))
