import { describe, expect, it } from 'vitest'
import type { ConsoleRouteNode } from './consoleRouteTypes.ts'
import { accessibleRoutes, guardNavigation, readUserInfo, redirectAfterLogin } from './sessionMachine.ts'

const tree: ConsoleRouteNode[] = [
  { path: '/dashboard', name: 'Dashboard', meta: { titleKey: 'dashboard' } },
  { path: '/feedback', name: 'Feedback', meta: { titleKey: 'feedback', roles: ['admin', 'editor'] } },
  {
    path: '/permission',
    name: 'Permission',
    meta: { titleKey: 'permission', roles: ['admin', 'editor'] },
    children: [
      { path: '/permission/role', name: 'Roles', meta: { titleKey: 'roles', roles: ['admin'] } },
      { path: '/permission/user', name: 'Users', meta: { titleKey: 'users', roles: ['admin'] } },
      { path: '/permission/page', name: 'Page', meta: { titleKey: 'page' } },
    ],
  },
  {
    path: '/system',
    name: 'System',
    meta: { titleKey: 'system' },
    children: [{ path: '/system/errors', name: 'Errors', meta: { titleKey: 'errors', roles: ['admin'] } }],
  },
]

const names = (routes: readonly ConsoleRouteNode[]): string[] =>
  routes.flatMap((route) => [route.name ?? '', ...names(route.children ?? [])])

describe('guardNavigation', () => {
  it('lets a visitor without a token reach only /login and /auth-redirect', () => {
    expect(guardNavigation({ hasToken: false, hasRoles: false }, '/login')).toEqual({ type: 'render' })
    expect(guardNavigation({ hasToken: false, hasRoles: false }, '/auth-redirect')).toEqual({
      type: 'render',
    })
    expect(guardNavigation({ hasToken: false, hasRoles: false }, '/feedback', '?page=2')).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Ffeedback%3Fpage%3D2',
    })
  })

  it('sends a signed-in operator from /login to the dashboard', () => {
    expect(guardNavigation({ hasToken: true, hasRoles: true }, '/login')).toEqual({
      type: 'redirect',
      to: '/dashboard',
    })
    expect(guardNavigation({ hasToken: true, hasRoles: false }, '/login')).toEqual({
      type: 'redirect',
      to: '/dashboard',
    })
  })

  it('loads the info first when there is a token but no roles, then renders', () => {
    expect(guardNavigation({ hasToken: true, hasRoles: false }, '/feedback')).toEqual({ type: 'loadInfo' })
    expect(guardNavigation({ hasToken: true, hasRoles: true }, '/feedback')).toEqual({ type: 'render' })
  })
})

describe('redirectAfterLogin', () => {
  it('returns a console path and refuses other origins and /login', () => {
    expect(redirectAfterLogin('?redirect=%2Ffeedback%3Fpage%3D2')).toBe('/feedback?page=2')
    expect(redirectAfterLogin('?redirect=%2F%2Fevil.example')).toBe('/dashboard')
    expect(redirectAfterLogin('?redirect=https%3A%2F%2Fevil.example')).toBe('/dashboard')
    expect(redirectAfterLogin('?redirect=%2Flogin')).toBe('/dashboard')
    expect(redirectAfterLogin('')).toBe('/dashboard')
  })
})

describe('readUserInfo', () => {
  it('rejects an empty answer with the spec message', () => {
    expect(() => readUserInfo(null)).toThrow('Verification failed, please Login again.')
    expect(() => readUserInfo({})).toThrow('Verification failed, please Login again.')
  })

  it('rejects missing or empty roles with the spec message', () => {
    expect(() => readUserInfo({ name: 'a' })).toThrow('getInfo: roles must be a non-null array!')
    expect(() => readUserInfo({ roles: [] })).toThrow('getInfo: roles must be a non-null array!')
    expect(() => readUserInfo({ roles: 'admin' })).toThrow('getInfo: roles must be a non-null array!')
  })

  it('keeps the fields, text ones defaulting to empty', () => {
    expect(readUserInfo({ roles: ['editor'], name: 'ed', avatar: 7 })).toEqual({
      roles: ['editor'],
      name: 'ed',
      avatar: '',
      introduction: '',
    })
  })
})

describe('accessibleRoutes', () => {
  it('gives admin every route', () => {
    expect(names(accessibleRoutes(tree, ['admin']))).toEqual(names(tree))
  })

  it('keeps routes without roles or sharing one, filtering children recursively', () => {
    expect(names(accessibleRoutes(tree, ['editor']))).toEqual(['Dashboard', 'Feedback', 'Permission', 'Page'])
  })

  it('drops a group whose children were all filtered out, and never mutates the tree', () => {
    const before = JSON.stringify(tree)
    expect(names(accessibleRoutes(tree, ['visitor']))).toEqual(['Dashboard'])
    expect(JSON.stringify(tree)).toBe(before)
  })
})
