import type { AdminClient } from '../request/createAdminClient.ts'
import type { ConsoleRouteNode } from './consoleRouteTypes.ts'
import { accessibleRoutes, type ConsoleUserInfo, readUserInfo } from './sessionMachine.ts'

export type SessionSnapshot = {
  token: string | null
  /** Loaded user info; null until the first info call after a login or reload. */
  info: ConsoleUserInfo | null
  /** The routes the roles allow; null until built ("reset routes" sets it back to null). */
  routes: readonly ConsoleRouteNode[] | null
  /**
   * Raised on logout and role switch: the layout keys its tabs by it, so every tab closes and no
   * page of the previous role stays mounted.
   */
  generation: number
}

export type TokenStorage = { get: () => string | null; set: (token: string) => void; remove: () => void }

export type SessionStore = {
  getSnapshot: () => SessionSnapshot
  subscribe: (listener: () => void) => () => void
  /** POST user/login with the trimmed username; stores the token. Rejects (the layer toasted). */
  login: (form: { username: string; password: string }) => Promise<void>
  /** GET user/info, checks it, builds the routes. On failure resets the token and rejects. */
  loadInfo: () => Promise<void>
  /** POST user/logout (its failure is ignored: the session ends locally anyway), then clears all. */
  logout: () => Promise<void>
  /** Clears token and roles and the stored token (the spec's reset-token). */
  resetToken: () => void
  /** Admins only: view the console as `role` (POST user/switch-role answers a new token). */
  switchRole: (role: string) => Promise<void>
}

export type CreateSessionStoreParameters = {
  api: AdminClient
  tokens: TokenStorage
  /** The console's whole route tree (core's consoleRoutes); filtered by the roles here. */
  routeTree: readonly ConsoleRouteNode[]
}

const userPath = '/vue-element-admin/user'

/**
 * The console's session (spec 000 section 4, template session layer) as a small external store
 * for `useSyncExternalStore`, framework-free so its transitions are tested without a browser.
 *
 * Decision: the accessible routes come from the shared route tree filtered by the roles, not
 * from GET /routes, which only admins may call; both hold the same tree.
 *
 * @example
 * const session = createSessionStore({ api: adminApi, tokens: cookieTokens, routeTree: consoleRoutes })
 * await session.login({ username: ' admin ', password })
 * await session.loadInfo()
 */
export function createSessionStore({ api, tokens, routeTree }: CreateSessionStoreParameters): SessionStore {
  let snapshot: SessionSnapshot = { token: tokens.get(), info: null, routes: null, generation: 0 }
  const listeners = new Set<() => void>()
  const set = (changes: Partial<SessionSnapshot>) => {
    snapshot = { ...snapshot, ...changes }
    for (const listener of listeners) listener()
  }
  const resetToken = () => {
    tokens.remove()
    set({ token: null, info: null, routes: null })
  }
  let loading: Promise<void> | null = null

  const loadInfo = () => {
    // One request for concurrent callers (StrictMode runs effects twice).
    loading ??= (async () => {
      try {
        const token = snapshot.token
        const data = await api.get<unknown>(`${userPath}/info`, { token })
        const info = readUserInfo(data)
        set({ info, routes: accessibleRoutes(routeTree, info.roles) })
      } catch (error) {
        resetToken()
        throw error
      } finally {
        loading = null
      }
    })()
    return loading
  }

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    login: async ({ username, password }) => {
      const { token } = await api.post<{ token: string }>(`${userPath}/login`, {
        username: username.trim(),
        password,
      })
      tokens.set(token)
      set({ token, info: null, routes: null })
    },
    loadInfo,
    logout: async () => {
      try {
        if (snapshot.token) await api.post(`${userPath}/logout`)
      } catch {
        // An expired or replaced token cannot log out on the server; it is dead there already.
      }
      tokens.remove()
      set({ token: null, info: null, routes: null, generation: snapshot.generation + 1 })
    },
    resetToken,
    switchRole: async (role) => {
      const { token } = await api.post<{ token: string }>(`${userPath}/switch-role`, { role })
      tokens.set(token)
      set({ token, info: null, routes: null, generation: snapshot.generation + 1 })
      await loadInfo()
    },
  }
}
