import type { ConsoleRoute } from '@tokenbox/core/admin/consoleRoutes.ts'
import { describe, expect, it, vi } from 'vitest'
import { AdminApiError } from '../request/AdminApiError.ts'
import type { AdminClient } from '../request/createAdminClient.ts'
import { createSessionStore } from './createSessionStore.ts'

const tree: ConsoleRoute[] = [
  { path: '/dashboard', name: 'Dashboard', meta: { titleKey: 'route.dashboard', icon: 'dashboard' } },
  { path: '/system/users', name: 'Users', meta: { titleKey: 'route.users', icon: 'user', roles: ['admin'] } },
]

function setup(options: { signedIn?: boolean; info?: () => unknown } = {}) {
  const calls: string[] = []
  const api: AdminClient = {
    get: vi.fn(async (path: string, query?: Record<string, unknown>) => {
      calls.push(`GET ${path} ${JSON.stringify(query)}`)
      if (path.endsWith('/user/info'))
        return (options.info ?? (() => ({ roles: ['admin'], name: 'admin' })))()
      if (path.endsWith('/routes')) return tree
      throw new Error(`unexpected ${path}`)
    }) as AdminClient['get'],
    post: vi.fn(async (path: string, body?: unknown) => {
      calls.push(`POST ${path} ${JSON.stringify(body ?? null)}`)
      if (path.endsWith('/user/login')) return { token: 'login-token' }
      if (path.endsWith('/user/switch-role')) return { token: 'editor-view-token' }
      if (path.endsWith('/user/logout')) throw new AdminApiError('envelope', 'expired', { code: 50014 })
      throw new Error(`unexpected ${path}`)
    }) as AdminClient['post'],
    put: vi.fn() as AdminClient['put'],
    delete: vi.fn() as AdminClient['delete'],
    upload: vi.fn() as AdminClient['upload'],
  }
  const store = createSessionStore({ api, signedIn: options.signedIn ?? false })
  return { store, calls }
}

describe('createSessionStore', () => {
  it('starts signed in when the server said a session is live, with no roles and no routes', () => {
    expect(setup({ signedIn: true }).store.getSnapshot()).toMatchObject({ info: null, routes: null })
    expect(setup({ signedIn: true }).store.getSnapshot().session).not.toBeNull()
    expect(setup().store.getSnapshot().session).toBeNull()
  })

  it('logs in with the trimmed username and the password as typed, and keeps no token', async () => {
    const { store, calls } = setup()
    await store.login({ username: '  admin ', password: ' pass word ' })
    expect(calls).toEqual([
      'POST /vue-element-admin/user/login {"username":"admin","password":" pass word "}',
    ])
    // The server's HttpOnly cookie carries the token; the store only knows a session is live.
    expect(store.getSnapshot().session).not.toBeNull()
    expect(JSON.stringify(store.getSnapshot())).not.toContain('login-token')
  })

  it('loads the info (the token in the cookie, never the URL) and builds the routes of the roles', async () => {
    const { store, calls } = setup({ signedIn: true, info: () => ({ roles: ['editor'], name: 'ed' }) })
    const listener = vi.fn()
    store.subscribe(listener)
    await store.loadInfo()
    expect(calls).toEqual([
      // The cookie carries the token; a `?token=` URL would land in access logs and browser history.
      'GET /vue-element-admin/user/info undefined',
      'GET /vue-element-admin/routes undefined',
    ])
    expect(store.getSnapshot().info?.roles).toEqual(['editor'])
    expect(store.getSnapshot().routes?.map((route) => route.name)).toEqual(['Dashboard'])
    expect(listener).toHaveBeenCalled()
  })

  it('asks once for concurrent loads', async () => {
    const { store, calls } = setup({ signedIn: true })
    await Promise.all([store.loadInfo(), store.loadInfo()])
    expect(calls).toHaveLength(2)
  })

  it('resets the session when the info is unusable and rejects with the spec message', async () => {
    const { store } = setup({ signedIn: true, info: () => ({ roles: [] }) })
    await expect(store.loadInfo()).rejects.toThrow('getInfo: roles must be a non-null array!')
    expect(store.getSnapshot()).toMatchObject({ session: null, info: null, routes: null })
  })

  it('logs out locally even when the server refuses the dead token, closing the tabs', async () => {
    const { store, calls } = setup({ signedIn: true })
    await store.loadInfo()
    const generation = store.getSnapshot().generation
    await store.logout()
    // The server clears the HttpOnly cookie: the page cannot.
    expect(calls).toContain('POST /vue-element-admin/user/logout null')
    expect(store.getSnapshot()).toMatchObject({
      session: null,
      info: null,
      routes: null,
      generation: generation + 1,
    })
  })

  it('switches the role: a new session, info reloaded, routes regenerated, tabs closed', async () => {
    let roles = ['admin']
    const { store, calls } = setup({ signedIn: true, info: () => ({ roles, name: 'admin' }) })
    await store.loadInfo()
    expect(store.getSnapshot().routes).toHaveLength(2)
    const before = store.getSnapshot().session
    roles = ['editor']
    await store.switchRole('editor')
    expect(calls).toContain('POST /vue-element-admin/user/switch-role {"role":"editor"}')
    expect(store.getSnapshot().session).not.toBe(before)
    expect(store.getSnapshot().session).not.toBeNull()
    expect(store.getSnapshot().generation).toBe(1)
    expect(store.getSnapshot().routes?.map((route) => route.name)).toEqual(['Dashboard'])
  })
})
