/**
 * Where the console keeps its token: the spec's `Admin-Token` cookie (spec 000 section 9), not
 * localStorage. Decision: the cookie is what the spec names and lets an operator clear the session
 * with the browser's cookie controls; it is `SameSite=Strict` and scoped to `/` (the API is under
 * `/prod-api`, the console under `/admin`). The server never reads the cookie: the token travels
 * only in the `X-Token` header, so the cookie gives no cross-site request any power. It is not
 * `HttpOnly` because the script must read it to set that header; a session cookie (no expiry),
 * the server's TTL decides how long it works.
 */
export const adminTokenCookie = 'Admin-Token'

/** How the token store reaches the cookie jar; `document.cookie` by default, swapped in tests. */
export type CookieJar = { read: () => string; write: (cookie: string) => void }

const documentJar: CookieJar = {
  read: () => document.cookie,
  write: (cookie) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the admin token in the 'Admin-Token' cookie; the Cookie Store API is not in every browser.
    document.cookie = cookie
  },
}

/**
 * The stored admin token, or null.
 *
 * @example
 * getAdminToken() // 'k3J…' after a login
 */
export function getAdminToken(jar: CookieJar = documentJar): string | null {
  for (const part of jar.read().split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === adminTokenCookie) {
      const value = decodeURIComponent(rest.join('='))
      return value === '' ? null : value
    }
  }
  return null
}

/**
 * Stores the admin token in the `Admin-Token` cookie.
 *
 * @example
 * setAdminToken(data.token)
 */
export function setAdminToken(token: string, jar: CookieJar = documentJar): void {
  jar.write(`${adminTokenCookie}=${encodeURIComponent(token)}; Path=/; SameSite=Strict`)
}

/**
 * Removes the stored admin token.
 *
 * @example
 * removeAdminToken()
 */
export function removeAdminToken(jar: CookieJar = documentJar): void {
  jar.write(`${adminTokenCookie}=; Path=/; SameSite=Strict; Max-Age=0`)
}
