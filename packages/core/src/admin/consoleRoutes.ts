/** The roles the admin console ships with (the roles table may hold more, created by admins). */
export type ConsoleRoleKey = string

export type ConsoleRouteMeta = {
  /** i18n key of the menu and page title (the web console's `admin` namespace). */
  titleKey: string
  /** Icon name the console maps to an Ant Design icon. */
  icon: string
  /**
   * Roles that see the route. Absent: every signed-in operator. In this file only the pages that
   * must stay admin-only by default have it; the server's GET routes answers every route with
   * `roles` computed from the roles table (withRouteRoles).
   */
  roles?: readonly ConsoleRoleKey[]
}

export type ConsoleRoute = {
  /** Absolute path under the console (/admin in the web app), also the key roles list. */
  path: string
  /** Unique route name (also the tab cache key). */
  name: string
  meta: ConsoleRouteMeta
  children?: readonly ConsoleRoute[]
}

/**
 * The admin console's route tree as data (docs/admin-console.md), shared by the server (GET
 * /prod-api/vue-element-admin/routes, the paths a role may list) and the web console (menu, router).
 * Paths are absolute so a role's `routes` can name any node; naming a parent grants its whole
 * subtree, naming a child makes its parent visible too (see withRouteRoles).
 *
 * The roles and users pages sit under /system and are admin-only by default.
 */
export const consoleRoutes: readonly ConsoleRoute[] = [
  { path: '/dashboard', name: 'Dashboard', meta: { titleKey: 'route.dashboard', icon: 'dashboard' } },
  { path: '/feedback', name: 'Feedback', meta: { titleKey: 'route.feedback', icon: 'message' } },
  { path: '/vip', name: 'Vip', meta: { titleKey: 'route.vip', icon: 'crown' } },
  {
    path: '/announcements',
    name: 'Announcements',
    meta: { titleKey: 'route.announcements', icon: 'notification' },
  },
  { path: '/uploads', name: 'Uploads', meta: { titleKey: 'route.uploads', icon: 'picture' } },
  {
    path: '/deployments',
    name: 'Deployments',
    meta: { titleKey: 'route.deployments', icon: 'deployment-unit' },
  },
  { path: '/error-log', name: 'ErrorLog', meta: { titleKey: 'route.errorLog', icon: 'bug' } },
  {
    path: '/launchpad-fees',
    name: 'LaunchpadFees',
    // Admin only by default: the page changes what the operator charges on every chain.
    meta: { titleKey: 'route.launchpadFees', icon: 'fund', roles: ['admin'] },
  },
  {
    path: '/system',
    name: 'System',
    meta: { titleKey: 'route.system', icon: 'setting', roles: ['admin'] },
    children: [
      {
        path: '/system/roles',
        name: 'Roles',
        meta: { titleKey: 'route.roles', icon: 'team', roles: ['admin'] },
      },
      {
        path: '/system/users',
        name: 'Users',
        meta: { titleKey: 'route.users', icon: 'user', roles: ['admin'] },
      },
    ],
  },
]

/** The paths the admin role can never lose (it must always be able to manage roles and users). */
export const adminRequiredRoutePaths: readonly string[] = ['/system', '/system/roles', '/system/users']
