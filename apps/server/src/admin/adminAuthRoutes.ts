import type { FastifyPluginAsync } from 'fastify'
import { generatePassword } from '../auth/generatePassword.ts'
import { hashPassword } from '../auth/hashPassword.ts'
import type { ScryptCost } from '../auth/scryptAsync.ts'
import { verifyPassword } from '../auth/verifyPassword.ts'
import type { DatabaseHandle } from '../db/createDatabase.ts'
import { bodyLimits } from '../limits/bodyGuard.ts'
import { clientKeyOf } from '../limits/clientKeyOf.ts'
import { adminCodes } from './adminCodes.ts'
import { adminCredentialOf, clearAdminCookie, setAdminCookie } from './adminCookie.ts'
import { AdminError, adminSuccess } from './adminEnvelope.ts'
import { roleKeySchema } from './adminSchemas.ts'
import type { AdminSession } from './createAdminSessions.ts'
import { adminSessionOf, requireAdmin } from './requireAdmin.ts'

export type AdminLoginLimits = {
  /** Failed sign-ins allowed per client (an IP, an IPv6 /64) and window (default 50). */
  perIp: number
  /**
   * Failed sign-ins per username and window (default 10) after which only clients that have not
   * been failing get the password checked.
   */
  perUsername: number
  /** Default 15 minutes. */
  windowMs: number
  /** Keys the in-memory limiters (SQLite) hold; see createMemoryRateLimiter. Default 100,000. */
  maxKeys?: number | undefined
}

export const defaultAdminLoginLimits: AdminLoginLimits = { perIp: 50, perUsername: 10, windowMs: 15 * 60_000 }

export type AdminAuthRoutesOptions = {
  database: DatabaseHandle
  loginLimits?: AdminLoginLimits | undefined
  /** The scrypt cost of the decoy hash unknown usernames are checked against (config.passwordCost). */
  passwordCost: ScryptCost
}

/** What user/info (and a signed-in user/session) says of the session's operator. */
function userInfoOf(session: AdminSession) {
  return {
    roles: session.roles,
    name: session.name,
    avatar: session.avatar,
    introduction: session.introduction,
    username: session.username,
    viewAs: session.viewAs,
  }
}

/**
 * The template's session calls (spec 000 section 7) under /prod-api:
 *
 * Every call that answers a token (login, switch-role) also sets the console's HttpOnly
 * `Admin-Token` cookie, and logout clears it (adminCookie.ts: where it is sent, and why a cookie
 * counts only beside the X-TokenBox-Admin header). Scripts keep using the answered token in X-Token.
 *
 * - POST /vue-element-admin/user/login {username (trimmed), password} -> {token}; 60204 for an
 *   unknown user or a wrong password alike; 42900 with Retry-After when refused by a limit. Only
 *   failures count (an attempt is counted before the check, so parallel guesses cannot slip through,
 *   and taken back when it succeeds). A new sign-in ends the user's older tokens (they then answer
 *   50012). The limits, counted across every instance on PostgreSQL (in memory on SQLite):
 *   - per client (its IP; an IPv6 client by its /64, which one subscriber holds whole): past
 *     `perIp` failures in a window, every attempt of that client is refused;
 *   - per username: past `perUsername` failures in a window, the username is under attack, and an
 *     attempt is checked only from a client with no failure (and no attempt in flight) of its own
 *     in the window; others are refused without a check. So nobody can lock an operator out: the
 *     right password from a client that has not itself been failing always signs in, while each
 *     guessing client gets at most one more guess at that username per window.
 * - GET /vue-element-admin/user/info?token= (or X-Token, or the cookie) -> {roles, name, avatar,
 *   introduction, username, viewAs}: `roles` are the effective roles, `viewAs` the role an admin
 *   views as (or null).
 * - GET /vue-element-admin/user/session -> {signedIn: false} or {signedIn: true, ...user/info's
 *   fields}, never a logout code: how the console, which cannot read its cookie, learns on load
 *   whether a session is live (an ended, replaced or expired one is simply not signed in).
 * - POST /vue-element-admin/user/logout -> 'success', and the cookie cleared. Idempotent: an
 *   unknown or ended token also gets 'success'; a live one ends and answers 50008 after.
 * - POST /vue-element-admin/user/switch-role {role}: users with the admin role "view as" another role
 *   (the template's role switch, made real): a new token whose info says roles [role]; {role: 'admin'}
 *   switches back. The new token keeps the old one's expiry, so switching never extends a session.
 *
 * @example
 * await admin.register(adminAuthRoutes, { database })
 */
export const adminAuthRoutes: FastifyPluginAsync<AdminAuthRoutesOptions> = async (admin, options) => {
  const { db } = options.database
  const sessions = admin.adminSessions
  const limits = options.loginLimits ?? defaultAdminLoginLimits
  const window = { windowMs: limits.windowMs, now: sessions.now, maxKeys: limits.maxKeys }
  const byClient = admin.rateLimiters('login-ip', { ...window, limit: limits.perIp })
  const byUsername = admin.rateLimiters('login-username', { ...window, limit: limits.perUsername })

  // Unknown usernames are checked against this hash, so the reply time does not tell which names exist.
  let decoyHash: Promise<string> | undefined
  const decoy = () => {
    decoyHash ??= hashPassword(generatePassword(), options.passwordCost)
    return decoyHash
  }

  admin.post(
    '/vue-element-admin/user/login',
    {
      bodyLimit: bodyLimits.session,
      schema: {
        body: {
          type: 'object',
          required: ['username', 'password'],
          properties: {
            username: { type: 'string', maxLength: 256 },
            password: { type: 'string', minLength: 1, maxLength: 256 },
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body as { username: string; password: string }
      const username = body.username.trim()
      if (username === '')
        throw new AdminError(adminCodes.invalidInput, 'Invalid username: must not be empty.')

      const clientHit = await byClient.hit(clientKeyOf(request.ip))
      if (clientHit.retryAfter > 0) {
        throw new AdminError(adminCodes.tooManyRequests, undefined, { retryAfter: clientHit.retryAfter })
      }
      // Nothing else counted for this client in the window: no failure, no attempt in flight.
      const cleanClient = clientHit.count === 1
      const usernameHit = await byUsername.hit(username.toLowerCase())
      if (usernameHit.retryAfter > 0 && !cleanClient) {
        throw new AdminError(adminCodes.tooManyRequests, undefined, { retryAfter: usernameHit.retryAfter })
      }

      const user = await db
        .selectFrom('admin_users')
        .select(['id', 'password_hash'])
        .where('username', '=', username)
        .executeTakeFirst()
      const matches = await verifyPassword(body.password, user?.password_hash ?? (await decoy()))
      if (user === undefined || !matches) throw new AdminError(adminCodes.badCredentials)

      await Promise.all([clientHit.refund(), usernameHit.refund()])
      const token = await sessions.signIn(user.id)
      setAdminCookie(request, reply, token)
      return adminSuccess({ token })
    },
  )

  admin.get(
    '/vue-element-admin/user/info',
    {
      schema: {
        querystring: { type: 'object', properties: { token: { type: 'string', maxLength: 512 } } },
      },
    },
    async (request) => {
      const result = await sessions.verify(
        adminCredentialOf(request, request.query as { token?: string })?.token,
      )
      if (!result.ok) throw new AdminError(result.code)
      return adminSuccess(userInfoOf(result.session))
    },
  )

  // The console's "am I signed in, as whom": its cookie is HttpOnly, so the page cannot look.
  admin.get('/vue-element-admin/user/session', async (request) => {
    const result = await sessions.verify(adminCredentialOf(request)?.token)
    return adminSuccess(result.ok ? { signedIn: true, ...userInfoOf(result.session) } : { signedIn: false })
  })

  admin.post('/vue-element-admin/user/logout', { bodyLimit: bodyLimits.session }, async (request, reply) => {
    const result = await sessions.verify(adminCredentialOf(request)?.token)
    if (result.ok) await sessions.revoke(result.session.tokenId, 'logout')
    clearAdminCookie(request, reply)
    return adminSuccess('success')
  })

  admin.post(
    '/vue-element-admin/user/switch-role',
    {
      bodyLimit: bodyLimits.session,
      onRequest: requireAdmin(),
      schema: {
        body: { type: 'object', required: ['role'], properties: { role: roleKeySchema } },
      },
    },
    async (request, reply) => {
      const session = adminSessionOf(request)
      if (!session.ownRoles.includes('admin')) {
        throw new AdminError(adminCodes.forbidden, 'Only admins can switch roles.')
      }
      const { role } = request.body as { role: string }
      if (role !== 'admin') {
        const exists = await db
          .selectFrom('admin_roles')
          .select('key')
          .where('key', '=', role)
          .executeTakeFirst()
        if (exists === undefined) throw new AdminError(adminCodes.notFound, `No role with the key ${role}.`)
      }
      const token = await sessions.switchView(session, role === 'admin' ? null : role)
      setAdminCookie(request, reply, token)
      return adminSuccess({ token })
    },
  )
}
