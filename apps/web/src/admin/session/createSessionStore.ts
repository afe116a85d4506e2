import type { ConsoleRoute } from '@tokenbox/core/admin/consoleRoutes.ts'
import { filterConsoleRoutes } from '@tokenbox/core/admin/filterConsoleRoutes.ts'
import type { AdminClient } from '../request/createAdminClient.ts'
import { type ConsoleUserInfo, readUserInfo } from './sessionMachine.ts'

export type SessionSnapshot = {
  /**
   * The console's session: a number raised by every sign-in and role switch, null when signed out.
   * The token itself stays in the server's HttpOnly cookie, out of every script's reach.
   */
  session: number | null
  /** Loaded user info; null until the first info call after a login or reload. */
  info: ConsoleUserInfo | null
  /** The routes the roles allow; null until built ("reset routes" sets it back to null). */
  routes: readonly ConsoleRoute[] | null
  /**
   * Raised on logout and role switch: the layout keys its tabs by it, so every tab closes and no
   * page of the previous role stays mounted.
   */
  generation: number
}

export type SessionStore = {
  getSnapshot: () => SessionSnapshot
  subscribe: (listener: () => void) => () => void
  /** POST user/login with the trimmed username (the server sets the cookie). Rejects (the layer toasted). */
  login: (form: { username: string; password: string }) => Promise<void>
  /** GET user/info, checks it, builds the routes. On failure resets the token and rejects. */
  loadInfo: () => Promise<void>
  /** POST user/logout (its failure is ignored: the session ends locally anyway), then clears all. */
  logout: () => Promise<void>
  /** Forgets the session, its roles and routes (the spec's reset-token; a dead cookie is harmless). */
  resetToken: () => void
  /** Admins only: view the console as `role` (POST user/switch-role moves the cookie to a new token). */
  switchRole: (role: string) => Promise<void>
}

export type CreateSessionStoreParameters = {
  api: AdminClient
  /** Whether a session was live when the console loaded (GET user/session, asked by main.tsx). */
  signedIn: boolean
  /**
   * The console's route tree with each route's roles (GET /vue-element-admin/routes: core's
   * consoleRoutes with `meta.roles` from the roles table); filtered by the user's roles here.
   */
  loadRouteTree?: () => Promise<readonly ConsoleRoute[]>
}

const userPath = '/vue-element-admin/user'

/**
 * The console's session (spec 000 section 4, template session layer) as a small external store
 * for `useSyncExternalStore`, framework-free so its transitions are tested without a browser.
 *
 * The accessible routes are the server's route tree (whose roles come from the roles table, so a
 * role made in the console grants exactly its pages) filtered by the user's roles with core's
 * filterConsoleRoutes, as spec 000 section 6 says.
 *
 * @example
 * const session = createSessionStore({ api: adminApi, signedIn: false })
 * await session.login({ username: ' admin ', password })
 * await session.loadInfo()
 */
export function createSessionStore({
  api,
  signedIn,
  loadRouteTree,
}: CreateSessionStoreParameters): SessionStore {
  const routeTree = loadRouteTree ?? (() => api.get<ConsoleRoute[]>('/vue-element-admin/routes'))
  let sessions = 0
  const nextSession = () => ++sessions
  let snapshot: SessionSnapshot = {
    session: signedIn ? nextSession() : null,
    info: null,
    routes: null,
    generation: 0,
  }
  const listeners = new Set<() => void>()
  const set = (changes: Partial<SessionSnapshot>) => {
    snapshot = { ...snapshot, ...changes }
    for (const listener of listeners) listener()
  }
  const resetToken = () => {
    set({ session: null, info: null, routes: null })
  }
  let loading: Promise<void> | null = null

  const loadInfo = () => {
    // One request for concurrent callers (StrictMode runs effects twice).
    loading ??= (async () => {
      try {
        // The token travels in the cookie, not as the spec's `?token=` (which the server still
        // accepts from scripts): a URL ends up in access logs and history.
        const data = await api.get<unknown>(`${userPath}/info`)
        const info = readUserInfo(data)
        const tree = await routeTree()
        set({ info, routes: filterConsoleRoutes(tree, info.roles) })
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
      // The answer's token is not kept: the server has set the HttpOnly cookie that carries it.
      await api.post(`${userPath}/login`, { username: username.trim(), password })
      set({ session: nextSession(), info: null, routes: null })
    },
    loadInfo,
    logout: async () => {
      try {
        // The server ends the session and clears the cookie (the page cannot: it is HttpOnly).
        if (snapshot.session !== null) await api.post(`${userPath}/logout`)
      } catch {
        // An expired or replaced token cannot log out on the server; it is dead there already.
      }
      set({ session: null, info: null, routes: null, generation: snapshot.generation + 1 })
    },
    resetToken,
    switchRole: async (role) => {
      // The server moves the cookie to the new token.
      await api.post(`${userPath}/switch-role`, { role })
      set({ session: nextSession(), info: null, routes: null, generation: snapshot.generation + 1 })
      await loadInfo()
    },
  }
}
