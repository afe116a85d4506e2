/** Paths reachable signed out (spec 000 section 4, template session layer). */
export const publicConsolePaths: readonly string[] = ['/login', '/auth-redirect']

/** Where a signed-in operator lands, and where /login sends them. */
export const consoleHomePath = '/dashboard'

/** What the guard does with a navigation. */
export type GuardDecision =
  | { type: 'render' }
  | { type: 'redirect'; to: string }
  /** Signed in but no roles yet: load the user's info and routes first, then render. */
  | { type: 'loadInfo' }

/**
 * The session guard of spec 000 section 4 as a pure function of the session and the location
 * (paths relative to the console's `/admin` basename):
 *
 * - signed out: /login and /auth-redirect render; anything else goes to `/login?redirect=<path>`;
 * - signed in: /login goes to the dashboard; with roles everything renders (unknown paths are the
 *   router's 404); without roles the info must be loaded first.
 *
 * @example
 * guardNavigation({ signedIn: false, hasRoles: false }, '/feedback', '?page=2')
 * // { type: 'redirect', to: '/login?redirect=%2Ffeedback%3Fpage%3D2' }
 */
export function guardNavigation(
  session: { signedIn: boolean; hasRoles: boolean },
  pathname: string,
  search = '',
): GuardDecision {
  if (!session.signedIn) {
    if (publicConsolePaths.includes(pathname)) return { type: 'render' }
    return { type: 'redirect', to: `/login?redirect=${encodeURIComponent(pathname + search)}` }
  }
  if (pathname === '/login') return { type: 'redirect', to: consoleHomePath }
  return session.hasRoles ? { type: 'render' } : { type: 'loadInfo' }
}

/**
 * Where to go after login: the `redirect` query if it is a path inside the console, else the
 * dashboard. A redirect to another origin (`//evil.example`) or back to /login is ignored.
 *
 * @example
 * redirectAfterLogin('?redirect=%2Ffeedback') // '/feedback'
 */
export function redirectAfterLogin(search: string): string {
  const target = new URLSearchParams(search).get('redirect')
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/login')) {
    return consoleHomePath
  }
  return target
}

/** The user's info as the console keeps it (spec 000 section 3, user session). */
export type ConsoleUserInfo = {
  roles: string[]
  name: string
  avatar: string
  introduction: string
  /** The role an admin is viewing the console as (switch-role), or null. */
  viewAs: string | null
}

/**
 * Checks the info answer as spec 000 section 5 says: non-empty, else 'Verification failed,
 * please Login again.'; roles a non-empty array, else 'getInfo: roles must be a non-null array!'.
 *
 * @example
 * readUserInfo({ roles: ['admin'], name: 'admin' }) // { roles: ['admin'], name: 'admin', avatar: '', introduction: '', viewAs: null }
 */
export function readUserInfo(data: unknown): ConsoleUserInfo {
  if (typeof data !== 'object' || data === null || Object.keys(data).length === 0) {
    throw new Error('Verification failed, please Login again.')
  }
  const { roles, name, avatar, introduction, viewAs } = data as Record<string, unknown>
  if (!Array.isArray(roles) || roles.length === 0 || !roles.every((role) => typeof role === 'string')) {
    throw new Error('getInfo: roles must be a non-null array!')
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  return {
    roles: [...roles],
    name: text(name),
    avatar: text(avatar),
    introduction: text(introduction),
    viewAs: typeof viewAs === 'string' && viewAs ? viewAs : null,
  }
}
