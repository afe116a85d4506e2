import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { type AdminAnswer, insertAdminUser, testPassword } from './adminTestHelpers.ts'
import { testConfig } from './testConfig.ts'
import { testDialects, useMigratedDatabase } from './testDatabases.ts'

/**
 * Issue 76 point 6: the console's token is out of the public app's reach. It lives in an HttpOnly,
 * SameSite=Strict cookie sent only to the admin API (Secure over HTTPS, a trusted proxy's
 * X-Forwarded-Proto included); the cookie counts only beside the X-TokenBox-Admin header, which
 * no cross-site form can send; the console asks user/session who is signed in; sign-out clears it.
 */
for (const dialect of testDialects()) {
  describe.skipIf(dialect.unavailable !== null)(`the console's cookie on ${dialect.name}`, () => {
    const database = useMigratedDatabase(dialect)
    let app: FastifyInstance
    let behindProxy: FastifyInstance

    beforeAll(async () => {
      const config = { database: database.config }
      app = await buildApp({ config: testConfig(config), database: database.handle, logger: false })
      // One trusted hop: the proxy's X-Forwarded-Proto says whether the browser used HTTPS.
      behindProxy = await buildApp({
        config: testConfig({ ...config, trustProxy: 1 }),
        database: database.handle,
        logger: false,
      })
      await insertAdminUser(database.db, 'cookie-admin', ['admin'])
      await insertAdminUser(database.db, 'cookie-editor', ['editor'])
    })

    afterAll(async () => {
      await app?.close()
      await behindProxy?.close()
    })

    type Answer = Pick<AdminAnswer, 'headers' | 'body'>
    async function send(
      server: FastifyInstance,
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      path: string,
      options: { cookie?: string; marker?: boolean; body?: unknown; headers?: Record<string, string> } = {},
    ): Promise<Answer> {
      const headers: Record<string, string> = { ...options.headers }
      if (options.cookie !== undefined) headers.cookie = options.cookie
      if (options.marker) headers['x-tokenbox-admin'] = '1'
      const request: InjectOptions = { method, url: `/prod-api/vue-element-admin${path}`, headers }
      if (options.body !== undefined) request.payload = options.body as Record<string, unknown>
      const reply = await server.inject(request)
      return { headers: reply.headers, body: reply.json() }
    }
    const setCookieOf = (answer: Answer) => {
      const value = answer.headers['set-cookie']
      return Array.isArray(value) ? value : value === undefined ? [] : [String(value)]
    }
    /** Signs in as the console does (the marker, no token header) and returns the Set-Cookie line. */
    async function signInByCookie(username: string, server = app, headers: Record<string, string> = {}) {
      const answer = await send(server, 'POST', '/user/login', {
        marker: true,
        body: { username, password: testPassword },
        headers,
      })
      expect(answer.body.code).toBe(20000)
      const [line] = setCookieOf(answer)
      expect(line).toBeDefined()
      return { line: line as string, token: answer.body.data.token as string }
    }
    /** The `name=value` a browser would send back for a Set-Cookie line. */
    const cookieOf = (line: string) => line.split(';')[0] as string
    const attributesOf = (line: string) =>
      line
        .split(';')
        .slice(1)
        .map((part) => part.trim())

    it('sets an HttpOnly, SameSite=Strict cookie scoped to the admin API, not Secure over plain HTTP', async () => {
      const { line, token } = await signInByCookie('cookie-admin')
      expect(cookieOf(line)).toBe(`Admin-Token=${token}`)
      const attributes = attributesOf(line)
      expect(attributes).toContain('HttpOnly')
      expect(attributes).toContain('SameSite=Strict')
      expect(attributes).toContain('Path=/prod-api')
      expect(attributes).not.toContain('Secure')
      // A session cookie: the server's TTL decides how long the token works.
      expect(attributes.some((attribute) => /^(Expires|Max-Age)=/i.test(attribute))).toBe(false)
      // A forwarded protocol from a proxy nobody configured to trust changes nothing.
      const spoofed = await signInByCookie('cookie-admin', app, { 'x-forwarded-proto': 'https' })
      expect(attributesOf(spoofed.line)).not.toContain('Secure')
    })

    it('is Secure when a trusted proxy says the browser came over HTTPS', async () => {
      const overHttps = await signInByCookie('cookie-admin', behindProxy, { 'x-forwarded-proto': 'https' })
      expect(attributesOf(overHttps.line)).toEqual(
        expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/prod-api', 'Secure']),
      )
      const overHttp = await signInByCookie('cookie-admin', behindProxy, { 'x-forwarded-proto': 'http' })
      expect(attributesOf(overHttp.line)).not.toContain('Secure')
      // Sign-out clears it with the same attributes.
      const out = await send(behindProxy, 'POST', '/user/logout', {
        cookie: cookieOf(overHttps.line),
        marker: true,
        headers: { 'x-forwarded-proto': 'https' },
      })
      expect(attributesOf(setCookieOf(out)[0] ?? '')).toEqual(
        expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/prod-api', 'Secure', 'Max-Age=0']),
      )
    })

    it('says who is signed in through user/session, which the console asks on load', async () => {
      expect((await send(app, 'GET', '/user/session', { marker: true })).body).toEqual({
        code: 20000,
        message: 'success',
        data: { signedIn: false },
      })
      const { line } = await signInByCookie('cookie-editor')
      const answer = await send(app, 'GET', '/user/session', { cookie: cookieOf(line), marker: true })
      expect(answer.body.data).toMatchObject({ signedIn: true, username: 'cookie-editor', roles: ['editor'] })
      const info = await send(app, 'GET', '/user/info', { cookie: cookieOf(line), marker: true })
      expect(info.body.data).toMatchObject({ username: 'cookie-editor', roles: ['editor'] })
      // A session that has ended is simply not signed in: never a logout code on load.
      await insertAdminUser(database.db, 'cookie-gone', ['editor'])
      const gone = await signInByCookie('cookie-gone')
      await signInByCookie('cookie-gone')
      const replaced = await send(app, 'GET', '/user/session', { cookie: cookieOf(gone.line), marker: true })
      expect(replaced.body).toMatchObject({ code: 20000, data: { signedIn: false } })
    })

    it('refuses a cookie without the X-TokenBox-Admin header, and changes nothing', async () => {
      const { line } = await signInByCookie('cookie-admin')
      const role = { key: 'cookie-forged', name: 'Forged', routes: ['/dashboard'] }
      const forged = await send(app, 'POST', '/role', { cookie: cookieOf(line), body: role })
      expect(forged.body).toEqual({
        code: 40003,
        message: 'A console request signed in by cookie must carry the X-TokenBox-Admin header.',
        data: null,
      })
      const roles = async () =>
        (await send(app, 'GET', '/roles', { cookie: cookieOf(line), marker: true })).body.data.map(
          (entry: { key: string }) => entry.key,
        )
      expect(await roles()).not.toContain('cookie-forged')
      // Sign-out and the session calls are held to the same rule.
      expect((await send(app, 'POST', '/user/logout', { cookie: cookieOf(line) })).body.code).toBe(40003)
      expect((await send(app, 'GET', '/user/session', { cookie: cookieOf(line) })).body.code).toBe(40003)
      // With the header the same request goes through.
      const made = await send(app, 'POST', '/role', { cookie: cookieOf(line), marker: true, body: role })
      expect(made.body.code).toBe(20000)
      expect(await roles()).toContain('cookie-forged')
    })

    it('keeps X-Token for scripts: no cookie, no marker needed', async () => {
      const { token } = await signInByCookie('cookie-admin')
      const answer = await send(app, 'GET', '/roles', { headers: { 'x-token': token } })
      expect(answer.body.code).toBe(20000)
      // The header, when given, is the credential: a stale cookie beside it changes nothing.
      const beside = await send(app, 'GET', '/roles', {
        headers: { 'x-token': token },
        cookie: 'Admin-Token=stale',
      })
      expect(beside.body.code).toBe(20000)
    })

    it('moves the cookie to the new token on a role switch, and clears it on sign-out', async () => {
      const first = await signInByCookie('cookie-admin')
      const switched = await send(app, 'POST', '/user/switch-role', {
        cookie: cookieOf(first.line),
        marker: true,
        body: { role: 'editor' },
      })
      expect(switched.body.code).toBe(20000)
      const [line] = setCookieOf(switched)
      expect(cookieOf(line ?? '')).toBe(`Admin-Token=${switched.body.data.token}`)
      expect(attributesOf(line ?? '')).toEqual(expect.arrayContaining(['HttpOnly', 'Path=/prod-api']))
      const session = await send(app, 'GET', '/user/session', { cookie: cookieOf(line ?? ''), marker: true })
      expect(session.body.data).toMatchObject({ signedIn: true, roles: ['editor'], viewAs: 'editor' })

      const out = await send(app, 'POST', '/user/logout', { cookie: cookieOf(line ?? ''), marker: true })
      expect(out.body.code).toBe(20000)
      const [cleared] = setCookieOf(out)
      expect(cookieOf(cleared ?? '')).toBe('Admin-Token=')
      expect(attributesOf(cleared ?? '')).toEqual(
        expect.arrayContaining(['Path=/prod-api', 'HttpOnly', 'SameSite=Strict', 'Max-Age=0']),
      )
      const after = await send(app, 'GET', '/user/session', { cookie: cookieOf(line ?? ''), marker: true })
      expect(after.body.data).toEqual({ signedIn: false })
    })
  })
}
