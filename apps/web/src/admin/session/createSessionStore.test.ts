import type { ConsoleRoute } from '@tokenbox/core/admin/consoleRoutes.ts'
import { describe, expect, it, vi } from 'vitest'
import { AdminApiError } from '../request/AdminApiError.ts'
import type { AdminClient } from '../request/createAdminClient.ts'
import { createSessionStore, type TokenStorage } from './createSessionStore.ts'

const tree: ConsoleRoute[] = [
  { path: '/dashboard', name: 'Dashboard', meta: { titleKey: 'route.dashboard', icon: 'dashboard' } },
  { path: '/system/users', name: 'Users', meta: { titleKey: 'route.users', icon: 'user', roles: ['admin'] } },
]

function setup(options: { token?: string | null; info?: () => unknown } = {}) {
  let stored: string | null = options.token ?? null
  const tokens: TokenStorage = {
    get: () => stored,
    set: (token) => {
      stored = token
    },
    remove: () => {
      stored = null
    },
  }
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
  const store = createSessionStore({ api, tokens })
  return { store, calls, stored: () => stored }
}

describe('createSessionStore', () => {
  it('starts from the stored token, with no roles and no routes', () => {
    const { store } = setup({ token: 'saved' })
    expect(store.getSnapshot()).toMatchObject({ token: 'saved', info: null, routes: null })
  })

  it('logs in with the trimmed username and the password as typed, and stores the token', async () => {
    const { store, calls, stored } = setup()
    await store.login({ username: '  admin ', password: ' pass word ' })
    expect(calls).toEqual([
      'POST /vue-element-admin/user/login {"username":"admin","password":" pass word "}',
    ])
    expect(stored()).toBe('login-token')
    expect(store.getSnapshot().token).toBe('login-token')
  })

  it('loads the info with the token (in the X-Token header, never the URL) and builds the routes of the roles', async () => {
    const { store, calls } = setup({ token: 't', info: () => ({ roles: ['editor'], name: 'ed' }) })
    const listener = vi.fn()
    store.subscribe(listener)
    await store.loadInfo()
    expect(calls).toEqual([
      // The request layer adds X-Token; a `?token=` URL would land in access logs and browser history.
      'GET /vue-element-admin/user/info undefined',
      'GET /vue-element-admin/routes undefined',
    ])
    expect(store.getSnapshot().info?.roles).toEqual(['editor'])
    expect(store.getSnapshot().routes?.map((route) => route.name)).toEqual(['Dashboard'])
    expect(listener).toHaveBeenCalled()
  })

  it('asks once for concurrent loads', async () => {
    const { store, calls } = setup({ token: 't' })
    await Promise.all([store.loadInfo(), store.loadInfo()])
    expect(calls).toHaveLength(2)
  })

  it('resets the token when the info is unusable and rejects with the spec message', async () => {
    const { store, stored } = setup({ token: 't', info: () => ({ roles: [] }) })
    await expect(store.loadInfo()).rejects.toThrow('getInfo: roles must be a non-null array!')
    expect(store.getSnapshot()).toMatchObject({ token: null, info: null, routes: null })
    expect(stored()).toBeNull()
  })

  it('logs out locally even when the server refuses the dead token, closing the tabs', async () => {
    const { store, stored } = setup({ token: 't' })
    await store.loadInfo()
    const generation = store.getSnapshot().generation
    await store.logout()
    expect(store.getSnapshot()).toMatchObject({
      token: null,
      info: null,
      routes: null,
      generation: generation + 1,
    })
    expect(stored()).toBeNull()
  })

  it('switches the role: a new token, info reloaded, routes regenerated, tabs closed', async () => {
    let roles = ['admin']
    const { store, calls, stored } = setup({ token: 't', info: () => ({ roles, name: 'admin' }) })
    await store.loadInfo()
    expect(store.getSnapshot().routes).toHaveLength(2)
    roles = ['editor']
    await store.switchRole('editor')
    expect(calls).toContain('POST /vue-element-admin/user/switch-role {"role":"editor"}')
    expect(stored()).toBe('editor-view-token')
    expect(store.getSnapshot()).toMatchObject({ token: 'editor-view-token', generation: 1 })
    expect(store.getSnapshot().routes?.map((route) => route.name)).toEqual(['Dashboard'])
  })
})
