import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import type { AdminRole } from '../auth/adminRoles.ts'
import { adminCodes } from './adminCodes.ts'
import { adminCredentialOf } from './adminCookie.ts'
import { AdminError } from './adminEnvelope.ts'
import type { AdminPrincipal, AdminSession, AdminSessions } from './createAdminSessions.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin console's sessions (src/admin/createAdminSessions.ts), decorated by buildApp. */
    adminSessions: AdminSessions
  }
  interface FastifyRequest {
    /** Set by `requireAdmin`: who is calling, with the effective roles. */
    admin?: AdminPrincipal
    /** Set by `requireAdmin`: the whole session (token id, own roles, view-as role, expiry). */
    adminSession?: AdminSession
  }
}

export type RequireAdminOptions = {
  /**
   * Roles allowed to call the route (any one suffices); omitted: every signed-in operator. Checked
   * against the effective roles, so an admin "viewing as" editor is treated as an editor. Only the
   * built-in roles can be named: a role created in the console grants console pages (its routes),
   * and the server routes that accept any signed-in operator.
   */
  roles?: readonly AdminRole[]
}

/**
 * A Fastify onRequest hook for admin API routes: verifies the token of the `X-Token` header or of
 * the console's cookie (adminCookie.ts; a cookie without the X-TokenBox-Admin marker is 40003):
 * 50008 missing or unknown, 50012 replaced by a newer sign-in, 50014 expired; then the role
 * (40003), and sets
 * `request.admin = { userId, username, roles }`. Failures are thrown as AdminError, which the admin
 * API's error handler (adminApi.ts) answers as `{code, message, data: null}` with HTTP 200.
 *
 * An onRequest hook, not a preHandler: it runs before the body is read and the input validated, so
 * an anonymous caller learns nothing of a route's schema from 40001 messages, and no upload or
 * large body of an anonymous caller is parsed.
 *
 * @example
 * app.get('/feedback', { onRequest: requireAdmin({ roles: ['admin', 'editor'] }) }, async (request) => {
 *   const { userId } = adminOf(request)
 * })
 */
export function requireAdmin(options: RequireAdminOptions = {}): onRequestAsyncHookHandler {
  const allowed = options.roles
  return async function requireAdminOnRequest(request) {
    const result = await request.server.adminSessions.verify(adminCredentialOf(request)?.token)
    if (!result.ok) throw new AdminError(result.code)
    const { session } = result
    if (
      allowed !== undefined &&
      !session.roles.some((role) => (allowed as readonly string[]).includes(role))
    ) {
      throw new AdminError(adminCodes.forbidden)
    }
    request.admin = { userId: session.userId, username: session.username, roles: session.roles }
    request.adminSession = session
  }
}

/**
 * `request.admin` in a route behind `requireAdmin`; throws (answered as 50008) when the route forgot
 * the hook, so a missing check fails closed.
 *
 * @example
 * const { userId, roles } = adminOf(request)
 */
export function adminOf(request: FastifyRequest): AdminPrincipal {
  if (request.admin === undefined) throw new AdminError(adminCodes.illegalToken)
  return request.admin
}

/** Like adminOf, with the whole session (token id, own roles, view-as role, expiry). */
export function adminSessionOf(request: FastifyRequest): AdminSession {
  if (request.adminSession === undefined) throw new AdminError(adminCodes.illegalToken)
  return request.adminSession
}
