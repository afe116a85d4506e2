import { createContext, use, useSyncExternalStore } from 'react'
import type { SessionSnapshot, SessionStore } from './createSessionStore.ts'

/** The console's session store, provided by AdminProviders. */
export const SessionContext = createContext<SessionStore | null>(null)

/**
 * The session store (its actions).
 *
 * @example
 * const { logout } = useSessionStore()
 */
export function useSessionStore(): SessionStore {
  const store = use(SessionContext)
  if (!store) throw new Error('useSessionStore must be used inside <AdminProviders>')
  return store
}

/**
 * The current session, re-rendering on every change.
 *
 * @example
 * const { info } = useSession()
 */
export function useSession(): SessionSnapshot {
  const store = useSessionStore()
  return useSyncExternalStore(store.subscribe, store.getSnapshot)
}

/**
 * Whether the signed-in user may change the console's content (admin and editor; a visitor reads).
 *
 * @example
 * const canWrite = useCanWrite()
 */
export function useCanWrite(): boolean {
  const { info } = useSession()
  return !!info?.roles.some((role) => role === 'admin' || role === 'editor')
}
