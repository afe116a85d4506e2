import { consoleRoutes } from '@tokenbox/core/admin/consoleRoutes.ts'
import { filterConsoleRoutes } from '@tokenbox/core/admin/filterConsoleRoutes.ts'
import { withRouteRoles } from '@tokenbox/core/admin/withRouteRoles.ts'
import { describe, expect, it } from 'vitest'
import { flattenConsoleRoutes, pruneConsoleRoutes } from './flattenConsoleRoutes.ts'

// The server's answer to GET routes with the built-in grants: editor everything but /system,
// visitor the dashboard only.
const tree = withRouteRoles(consoleRoutes, [
  { key: 'editor', routes: ['/dashboard', '/feedback', '/vip', '/announcements', '/uploads', '/error-log'] },
  { key: 'visitor', routes: ['/dashboard'] },
])
const built = new Set(['Dashboard', 'Feedback', 'Vip', 'Roles', 'Users'])
const names = (routes: readonly { name: string; children?: readonly unknown[] }[]): string[] =>
  routes.flatMap((route) => [
    route.name,
    ...names((route.children ?? []) as { name: string; children?: readonly unknown[] }[]),
  ])

describe('console routes for a role', () => {
  it('gives admin every built page, the system group with roles and users', () => {
    const routes = filterConsoleRoutes(tree, ['admin'])
    expect(names(pruneConsoleRoutes(routes, built))).toEqual([
      'Dashboard',
      'Feedback',
      'Vip',
      'System',
      'Roles',
      'Users',
    ])
    expect(flattenConsoleRoutes(routes, built).map((page) => page.path)).toEqual([
      '/dashboard',
      '/feedback',
      '/vip',
      '/system/roles',
      '/system/users',
    ])
  })

  it('gives an editor no roles and users pages, and no empty System group', () => {
    const routes = filterConsoleRoutes(tree, ['editor'])
    expect(names(pruneConsoleRoutes(routes, built))).toEqual(['Dashboard', 'Feedback', 'Vip'])
    expect(flattenConsoleRoutes(routes, built).map((page) => page.name)).not.toContain('Users')
  })

  it('gives a visitor the dashboard only', () => {
    const routes = filterConsoleRoutes(tree, ['visitor'])
    expect(flattenConsoleRoutes(routes, built)).toEqual([
      { path: '/dashboard', name: 'Dashboard', titleKey: 'route.dashboard', icon: 'dashboard' },
    ])
  })

  it('leaves out routes whose page is not built', () => {
    expect(names(pruneConsoleRoutes(consoleRoutes, new Set(['Dashboard'])))).toEqual(['Dashboard'])
  })
})
