import { describe, expect, it } from 'vitest'
import { consoleRoutePaths } from './consoleRoutePaths.ts'
import { adminRequiredRoutePaths, type ConsoleRoute, consoleRoutes } from './consoleRoutes.ts'
import { filterConsoleRoutes } from './filterConsoleRoutes.ts'
import { withRouteRoles } from './withRouteRoles.ts'

const tree: ConsoleRoute[] = [
  { path: '/open', name: 'Open', meta: { titleKey: 'open', icon: 'a' } },
  { path: '/editors', name: 'Editors', meta: { titleKey: 'e', icon: 'a', roles: ['editor'] } },
  {
    path: '/group',
    name: 'Group',
    meta: { titleKey: 'g', icon: 'a', roles: ['editor', 'visitor'] },
    children: [
      { path: '/group/all', name: 'GroupAll', meta: { titleKey: 'ga', icon: 'a' } },
      { path: '/group/editor', name: 'GroupEditor', meta: { titleKey: 'ge', icon: 'a', roles: ['editor'] } },
      {
        path: '/group/deep',
        name: 'GroupDeep',
        meta: { titleKey: 'gd', icon: 'a', roles: ['visitor'] },
        children: [
          {
            path: '/group/deep/admin',
            name: 'Deepest',
            meta: { titleKey: 'x', icon: 'a', roles: ['admin'] },
          },
        ],
      },
    ],
  },
]

const paths = (routes: readonly ConsoleRoute[]) => consoleRoutePaths(routes)

describe('filterConsoleRoutes', () => {
  it('gives admin the whole tree', () => {
    expect(filterConsoleRoutes(tree, ['admin'])).toEqual(tree)
    expect(filterConsoleRoutes(tree, ['visitor', 'admin'])).toEqual(tree)
  })

  it('keeps routes without roles or sharing one, children filtered recursively', () => {
    expect(paths(filterConsoleRoutes(tree, ['editor']))).toEqual([
      '/open',
      '/editors',
      '/group',
      '/group/all',
      '/group/editor',
    ])
    expect(paths(filterConsoleRoutes(tree, ['visitor']))).toEqual([
      '/open',
      '/group',
      '/group/all',
      '/group/deep',
    ])
    expect(paths(filterConsoleRoutes(tree, ['editor', 'visitor']))).toEqual([
      '/open',
      '/editors',
      '/group',
      '/group/all',
      '/group/editor',
      '/group/deep',
    ])
  })

  it('drops a parent the user may not see, whatever its children say', () => {
    const hidden: ConsoleRoute[] = [
      {
        path: '/p',
        name: 'P',
        meta: { titleKey: 'p', icon: 'a', roles: ['admin'] },
        children: [tree[0] as ConsoleRoute],
      },
    ]
    expect(filterConsoleRoutes(hidden, ['editor'])).toEqual([])
  })

  it('gives a user without roles only the routes without roles, and does not mutate its input', () => {
    const before = JSON.stringify(tree)
    expect(paths(filterConsoleRoutes(tree, []))).toEqual(['/open'])
    expect(JSON.stringify(tree)).toBe(before)
  })
})

describe('withRouteRoles', () => {
  it('computes meta.roles from the roles: own path, ancestors and descendants; admin always', () => {
    const computed = withRouteRoles(tree, [
      { key: 'admin', routes: [] },
      { key: 'support', routes: ['/group/deep'] },
      { key: 'writer', routes: ['/group'] },
      { key: 'reader', routes: ['/open'] },
    ])
    const rolesOf = (path: string) => {
      const find = (routes: readonly ConsoleRoute[]): ConsoleRoute | undefined =>
        routes.map((route) => (route.path === path ? route : find(route.children ?? []))).find(Boolean)
      return find(computed)?.meta.roles
    }
    expect(rolesOf('/open')).toEqual(['admin', 'reader'])
    expect(rolesOf('/editors')).toEqual(['admin'])
    expect(rolesOf('/group')).toEqual(['admin', 'support', 'writer'])
    expect(rolesOf('/group/all')).toEqual(['admin', 'writer'])
    expect(rolesOf('/group/deep')).toEqual(['admin', 'support', 'writer'])
    expect(rolesOf('/group/deep/admin')).toEqual(['admin', 'support', 'writer'])

    expect(paths(filterConsoleRoutes(computed, ['support']))).toEqual([
      '/group',
      '/group/deep',
      '/group/deep/admin',
    ])
    expect(paths(filterConsoleRoutes(computed, ['reader']))).toEqual(['/open'])
  })
})

describe('consoleRoutes', () => {
  it('has unique paths and names, children under their parent path', () => {
    const all = paths(consoleRoutes)
    expect(new Set(all).size).toBe(all.length)
    const names: string[] = []
    const walk = (routes: readonly ConsoleRoute[], parent: string) => {
      for (const route of routes) {
        names.push(route.name)
        expect(route.path.startsWith(`${parent}/`)).toBe(true)
        walk(route.children ?? [], route.path)
      }
    }
    walk(consoleRoutes, '')
    expect(new Set(names).size).toBe(names.length)
  })

  it('keeps the roles, users and launchpad fee pages admin-only by default', () => {
    expect(paths(filterConsoleRoutes(consoleRoutes, ['editor']))).not.toContain('/system/roles')
    expect(paths(filterConsoleRoutes(consoleRoutes, ['editor']))).not.toContain('/launchpad-fees')
    expect(paths(filterConsoleRoutes(consoleRoutes, ['admin']))).toContain('/launchpad-fees')
    expect(paths(filterConsoleRoutes(consoleRoutes, ['editor']))).toContain('/feedback')
    for (const path of adminRequiredRoutePaths) expect(paths(consoleRoutes)).toContain(path)
  })
})
