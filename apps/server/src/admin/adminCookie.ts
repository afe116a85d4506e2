import type { FastifyReply, FastifyRequest } from 'fastify'
import { adminCodes } from './adminCodes.ts'
import { AdminError } from './adminEnvelope.ts'

/**
 * Where the console's token lives in the browser (issue 76 point 6): the spec's `Admin-Token`
 * cookie, which only the server writes and reads.
 *
 * - `HttpOnly`: no script reads it, so a script injected into the public app (same origin) cannot
 *   take a live admin token away; the console learns who is signed in from `user/session`.
 * - `Path=/prod-api`: sent only to the admin API, never with the public app's pages or its
 *   `/api/v1` calls, and not listed in any page's `document.cookie`.
 * - `SameSite=Strict`: no other site's page, link or form makes the browser send it.
 * - `Secure` when the request came over HTTPS: the socket's, or a trusted proxy's
 *   `X-Forwarded-Proto` (Fastify's `request.protocol` reads that header only when TRUST_PROXY
 *   trusts the proxy), so a plain-HTTP `make start` still signs in.
 * - A session cookie (no expiry): the session's server-side TTL decides how long it works.
 *
 * Cross-site request forgery: a cookie is a credential only beside the `X-TokenBox-Admin: 1`
 * header, which a form, a link or an image cannot carry and another origin's script cannot add
 * (the server answers no CORS preflight). The X-Token header (and user/info's `?token=`) stays
 * for scripts: a request that names its token needs no cookie and no marker.
 */
export const adminTokenCookie = 'Admin-Token'
/** The admin API's prefix (app.ts registers adminApi there): the cookie's Path. */
export const adminCookiePath = '/prod-api'
/** The marker a cookie-signed request must carry (any value; the console sends '1'). */
export const adminRequestHeader = 'x-tokenbox-admin'

/** Where a request's admin token came from. */
export type AdminCredential = { token: string; from: 'header' | 'query' | 'cookie' }

/** The value of the first `Admin-Token` cookie of the request (the most specific path comes first). */
function cookieToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie
  if (typeof header !== 'string') return undefined
  for (const part of header.split(';')) {
    const separator = part.indexOf('=')
    if (separator === -1 || part.slice(0, separator).trim() !== adminTokenCookie) continue
    const value = part.slice(separator + 1).trim()
    try {
      return value === '' ? undefined : decodeURIComponent(value)
    } catch {
      return undefined
    }
  }
  return undefined
}

/**
 * The token a request signs in with: the X-Token header, else `query.token` where the route takes
 * one (user/info), else the `Admin-Token` cookie, which counts only with the X-TokenBox-Admin
 * header (refused with 40003 without it, before the token is even looked up). A repeated X-Token
 * header is no token. Undefined when the request carries none.
 *
 * @example
 * const credential = adminCredentialOf(request)
 * const result = await sessions.verify(credential?.token)
 */
export function adminCredentialOf(
  request: FastifyRequest,
  query?: { token?: string | undefined },
): AdminCredential | undefined {
  const header = request.headers['x-token']
  if (typeof header === 'string') return { token: header, from: 'header' }
  if (header !== undefined) return undefined
  if (query?.token !== undefined) return { token: query.token, from: 'query' }
  const token = cookieToken(request)
  if (token === undefined) return undefined
  if (request.headers[adminRequestHeader] === undefined) {
    throw new AdminError(
      adminCodes.forbidden,
      'A console request signed in by cookie must carry the X-TokenBox-Admin header.',
    )
  }
  return { token, from: 'cookie' }
}

function cookieAttributes(request: FastifyRequest): string {
  return `Path=${adminCookiePath}; HttpOnly; SameSite=Strict${request.protocol === 'https' ? '; Secure' : ''}`
}

/**
 * Sets the `Admin-Token` cookie to `token` on the reply (after a sign-in or a role switch).
 *
 * @example
 * setAdminCookie(request, reply, token)
 */
export function setAdminCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.header('set-cookie', `${adminTokenCookie}=${encodeURIComponent(token)}; ${cookieAttributes(request)}`)
}

/**
 * Removes the `Admin-Token` cookie (sign-out): the same name, path and attributes, expired.
 *
 * @example
 * clearAdminCookie(request, reply)
 */
export function clearAdminCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${adminTokenCookie}=; ${cookieAttributes(request)}; Max-Age=0`)
}
