import type { ConsoleRouteNode } from '../session/consoleRouteTypes.ts'

/**
 * The console's route tree. Provisional copy of the shared contract's tree until core's
 * `admin/consoleRoutes.ts` (branch wip-adminauth) is merged; then this module re-exports it.
 */
export const consoleRouteTree: readonly ConsoleRouteNode[] = [
  { path: '/dashboard', name: 'Dashboard', meta: { titleKey: 'dashboard', icon: 'dashboard' } },
  {
    path: '/feedback',
    name: 'Feedback',
    meta: { titleKey: 'feedback', icon: 'message', roles: ['admin', 'editor'] },
  },
  { path: '/vip', name: 'Vip', meta: { titleKey: 'vip', icon: 'crown', roles: ['admin', 'editor'] } },
  {
    path: '/articles',
    name: 'Articles',
    meta: { titleKey: 'articles', icon: 'notification', roles: ['admin', 'editor'] },
  },
  {
    path: '/permission',
    name: 'Permission',
    meta: { titleKey: 'permission', icon: 'lock', roles: ['admin'] },
    children: [
      { path: '/permission/role', name: 'RolePermission', meta: { titleKey: 'roles', roles: ['admin'] } },
      { path: '/permission/user', name: 'UserPermission', meta: { titleKey: 'users', roles: ['admin'] } },
    ],
  },
  {
    path: '/error-log',
    name: 'ErrorLog',
    meta: { titleKey: 'errorLog', icon: 'bug', roles: ['admin', 'editor'] },
  },
  {
    path: '/uploads',
    name: 'Uploads',
    meta: { titleKey: 'uploads', icon: 'upload', roles: ['admin', 'editor'] },
  },
]
