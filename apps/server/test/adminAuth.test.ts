import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hashAdminToken } from '../src/admin/hashAdminToken.ts'
import { buildApp } from '../src/app.ts'
import { bootstrapAdmin } from '../src/auth/bootstrapAdmin.ts'
import { createDatabase } from '../src/db/createDatabase.ts'
import { migrateToLatest } from '../src/db/migrateToLatest.ts'
import { callAdmin, insertAdminUser, signIn, testPassword } from './adminTestHelpers.ts'
import { postRawJson } from './postRawJson.ts'
import { testConfig } from './testConfig.ts'
import { testDialects } from './testDatabases.ts'
import { useAppOnMigratedDatabase } from './useAppOnMigratedDatabase.ts'

const hour = 3600_000

for (const dialect of testDialects()) {
  describe.skipIf(dialect.unavailable !== null)(`admin sessions on ${dialect.name}`, () => {
    let clock = Date.parse('2026-11-20T10:00:00.000Z')
    const server = useAppOnMigratedDatabase(dialect, {
      config: { adminTokenTtlSeconds: 8 * 3600 },
      admin: { now: () => clock, loginLimits: { perIp: 6, perUsername: 3, windowMs: 15 * 60_000 } },
    })
    const { database } = server

    beforeAll(async () => {
      await insertAdminUser(database.db, 'admin', ['admin'])
      await insertAdminUser(database.db, 'editor1', ['editor'])
      await insertAdminUser(database.db, 'visitor1', ['visitor'])
    })

    // Each test starts a fresh limiter window and a fresh hour.
    beforeEach(() => {
      clock += 24 * hour
    })

    const login = (username: unknown, password: unknown, ip?: string) =>
      callAdmin(server.app, 'POST', '/vue-element-admin/user/login', { body: { username, password }, ip })
    const info = (token: string) =>
      callAdmin(server.app, 'GET', `/vue-element-admin/user/info?token=${encodeURIComponent(token)}`)

    it('signs in with a trimmed username and answers the user info for the token', async () => {
      const { statusCode, body } = await login('  admin\t', testPassword)
      expect(statusCode).toBe(200)
      expect(body).toMatchObject({ code: 20000, message: 'success' })
      expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      const answer = await info(body.data.token)
      expect(answer.body).toEqual({
        code: 20000,
        message: 'success',
        data: {
          roles: ['admin'],
          name: 'admin name',
          avatar: '',
          introduction: '',
          username: 'admin',
          viewAs: null,
        },
      })
      // The X-Token header works for info as well.
      const byHeader = await callAdmin(server.app, 'GET', '/vue-element-admin/user/info', {
        token: body.data.token,
      })
      expect(byHeader.body.data.username).toBe('admin')
    })

    it('stores only the SHA-256 of the token, with an expiry of the TTL', async () => {
      const token = await signIn(server.app, 'editor1')
      const row = await database.db
        .selectFrom('admin_tokens')
        .selectAll()
        .where('token_hash', '=', hashAdminToken(token))
        .executeTakeFirstOrThrow()
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/)
      expect(
        JSON.stringify(await database.db.selectFrom('admin_tokens').selectAll().execute()),
      ).not.toContain(token)
      expect(row.expires_at).toBe(new Date(clock + 8 * hour).toISOString())
    })

    it('answers 60204 for a wrong password and for an unknown user alike', async () => {
      for (const [username, password] of [
        ['admin', 'wrong password'],
        ['nobody', testPassword],
        ['ADMIN', testPassword],
      ]) {
        const { statusCode, body } = await login(username, password)
        expect(statusCode).toBe(200)
        expect(body).toEqual({ code: 60204, message: 'Account and password are incorrect.', data: null })
      }
    })

    it('answers 50008 for a missing, malformed or unknown token', async () => {
      for (const token of ['', 'admin-token', 'x'.repeat(43), 'A'.repeat(500)]) {
        expect((await info(token)).body).toMatchObject({ code: 50008, data: null })
      }
      expect((await callAdmin(server.app, 'GET', '/vue-element-admin/user/info')).body.code).toBe(50008)
    })

    it('keeps one live session per user: a new sign-in makes the older token answer 50012', async () => {
      const first = await signIn(server.app, 'editor1')
      const second = await signIn(server.app, 'editor1')
      expect((await info(first)).body).toMatchObject({
        code: 50012,
        message: 'You have been logged in elsewhere.',
      })
      expect((await info(second)).body.code).toBe(20000)
      // Another user's sign-in leaves this one alone.
      await signIn(server.app, 'visitor1')
      expect((await info(second)).body.code).toBe(20000)
    })

    it('ends a token on logout (50008 after), and logout is idempotent', async () => {
      const token = await signIn(server.app, 'visitor1')
      const out = await callAdmin(server.app, 'POST', '/vue-element-admin/user/logout', { token })
      expect(out.body).toEqual({ code: 20000, message: 'success', data: 'success' })
      expect((await info(token)).body.code).toBe(50008)
      expect(
        (await callAdmin(server.app, 'POST', '/vue-element-admin/user/logout', { token })).body.code,
      ).toBe(20000)
      expect((await callAdmin(server.app, 'POST', '/vue-element-admin/user/logout')).body.code).toBe(20000)
    })

    it('expires a token after the TTL: 50014', async () => {
      const token = await signIn(server.app, 'editor1')
      clock += 8 * hour - 1
      expect((await info(token)).body.code).toBe(20000)
      clock += 1
      expect((await info(token)).body).toMatchObject({ code: 50014, data: null })
    })

    it('rate limits failed sign-ins per username with 42900 and Retry-After; success does not count', async () => {
      // Successes never use up the limit.
      for (let index = 0; index < 4; index++) await signIn(server.app, 'visitor1')
      for (let index = 0; index < 3; index++) expect((await login('visitor1', 'wrong')).body.code).toBe(60204)
      const limited = await login('visitor1', testPassword)
      expect(limited.body).toEqual({
        code: 42900,
        message: 'Too many requests, please try again later.',
        data: null,
      })
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60)
      // Case and spaces do not make a new key.
      expect((await login(' VISITOR1 ', 'wrong')).body.code).toBe(42900)
      // Other users are not affected; the window ends.
      expect((await login('editor1', testPassword)).body.code).toBe(20000)
      clock += 15 * 60_000
      expect((await login('visitor1', testPassword)).body.code).toBe(20000)
    })

    it('rate limits failed sign-ins per IP across usernames', async () => {
      const ip = '198.51.100.7'
      for (let index = 0; index < 6; index++) {
        expect((await login(`guess${index}`, 'wrong', ip)).body.code).toBe(60204)
      }
      const limited = await login('admin', testPassword, ip)
      expect(limited.body.code).toBe(42900)
      expect(limited.headers['retry-after']).toBeDefined()
      expect((await login('admin', testPassword, '198.51.100.8')).body.code).toBe(20000)
    })

    it('lets an admin view as another role and switch back; others get 40003', async () => {
      const adminToken = await signIn(server.app, 'admin')
      const switched = await callAdmin(server.app, 'POST', '/vue-element-admin/user/switch-role', {
        token: adminToken,
        body: { role: 'editor' },
      })
      expect(switched.body.code).toBe(20000)
      const editorView = switched.body.data.token as string
      expect((await info(editorView)).body.data).toMatchObject({ roles: ['editor'], viewAs: 'editor' })
      // The old token ended (not "elsewhere": it was this user's own switch).
      expect((await info(adminToken)).body.code).toBe(50008)
      // Viewing as editor, admin-only routes refuse, but switching back works.
      const back = await callAdmin(server.app, 'POST', '/vue-element-admin/user/switch-role', {
        token: editorView,
        body: { role: 'admin' },
      })
      expect(back.body.code).toBe(20000)
      expect((await info(back.body.data.token)).body.data).toMatchObject({ roles: ['admin'], viewAs: null })

      const unknownRole = await callAdmin(server.app, 'POST', '/vue-element-admin/user/switch-role', {
        token: back.body.data.token,
        body: { role: 'nosuchrole' },
      })
      expect(unknownRole.body.code).toBe(40004)

      const editorToken = await signIn(server.app, 'editor1')
      const refused = await callAdmin(server.app, 'POST', '/vue-element-admin/user/switch-role', {
        token: editorToken,
        body: { role: 'visitor' },
      })
      expect(refused.body).toMatchObject({ code: 40003, data: null })
      const anonymous = await callAdmin(server.app, 'POST', '/vue-element-admin/user/switch-role', {
        body: { role: 'visitor' },
      })
      expect(anonymous.body.code).toBe(50008)
    })

    it('keeps the expiry when switching roles, so a switch never extends a session', async () => {
      const token = await signIn(server.app, 'admin')
      clock += 7 * hour
      const switched = await callAdmin(server.app, 'POST', '/vue-element-admin/user/switch-role', {
        token,
        body: { role: 'visitor' },
      })
      clock += hour
      expect((await info(switched.body.data.token)).body.code).toBe(50014)
    })

    it('answers bad input with 40001 naming the field, never a stack', async () => {
      const missing = await callAdmin(server.app, 'POST', '/vue-element-admin/user/login', {
        body: { username: 'admin' },
      })
      expect(missing.statusCode).toBe(200)
      expect(missing.body.code).toBe(40001)
      expect(missing.body.message).toContain('password')
      expect(missing.body.data.problems[0]).toEqual({ field: 'password', message: 'is required' })

      const wrongType = await callAdmin(server.app, 'POST', '/vue-element-admin/user/login', {
        body: { username: { a: 1 }, password: 'x' },
      })
      expect(wrongType.body).toMatchObject({ code: 40001 })
      expect(wrongType.body.message).toContain('username')

      expect((await login('   ', testPassword)).body.code).toBe(40001)

      const malformed = await postRawJson(
        server.app,
        '/prod-api/vue-element-admin/user/login',
        '{"username": ',
      )
      expect(malformed.statusCode).toBe(200)
      expect(malformed.json()).toMatchObject({ code: 40001 })
      expect(malformed.body).not.toMatch(/at .*\.ts:\d+/)
    })

    it('checks the token before the input: an anonymous caller learns nothing of what a route accepts', async () => {
      const anonymous: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', unknown?][] = [
        ['/vue-element-admin/role', 'POST', { key: 'Not A Key!', routes: 'x' }],
        ['/vue-element-admin/role/BAD%20KEY', 'PUT', { name: 5 }],
        ['/vue-element-admin/user/not-an-id', 'PUT', { roles: 'admin' }],
        ['/vue-element-admin/user', 'POST', { username: '' }],
        ['/vue-element-admin/users?page=0', 'GET'],
        ['/vue-element-admin/user/switch-role', 'POST', { role: 5 }],
        ['/vue-element-admin/feedback/abc', 'PUT', { status: 'closed' }],
        ['/vue-element-admin/feedback/export?sort=name', 'GET'],
        ['/vue-element-admin/vip', 'PUT', { address: 'x' }],
        ['/vue-element-admin/vip/abc/xyz', 'DELETE'],
        ['/vue-element-admin/article/create', 'POST', { title: 5 }],
        ['/vue-element-admin/article/detail?id=x', 'GET'],
        ['/vue-element-admin/errorlog/list?limit=0', 'GET'],
        ['/vue-element-admin/transaction/list?limit=0', 'GET'],
        ['/vue-element-admin/dashboard/stats?days=0', 'GET'],
        ['/vue-element-admin/upload/list?kind=logo', 'GET'],
        ['/vue-element-admin/upload/nope', 'DELETE'],
      ]
      for (const [path, method, body] of anonymous) {
        const { body: answer } = await callAdmin(server.app, method, path, { body })
        expect([path, answer.code]).toEqual([path, 50008])
        expect(answer.data).toBeNull()
      }
    })

    it('answers unknown admin paths with 404 and code 40004 (not the web server.app)', async () => {
      const answer = await callAdmin(server.app, 'GET', '/vue-element-admin/nothing-here')
      expect(answer.statusCode).toBe(404)
      expect(answer.body).toMatchObject({ code: 40004 })
    })

    it('lets the first admin printed by bootstrapAdmin (make start) sign in', async () => {
      // An admin exists already, so bootstrap as on a fresh database: a second app on its own database.
      const fresh = await dialect.create()
      const freshDatabase = createDatabase(fresh.config)
      try {
        await migrateToLatest(freshDatabase.db)
        const freshApp = await buildApp({
          config: testConfig({ database: fresh.config }),
          database: freshDatabase,
          logger: false,
        })
        const created = await bootstrapAdmin(freshDatabase.db, { username: 'admin', password: undefined })
        const answer = await callAdmin(freshApp, 'POST', '/vue-element-admin/user/login', {
          body: { username: 'admin', password: created?.password },
        })
        expect(answer.body.code).toBe(20000)
        const me = await callAdmin(freshApp, 'GET', '/vue-element-admin/user/info', {
          token: answer.body.data.token,
        })
        expect(me.body.data).toMatchObject({ roles: ['admin'], name: 'admin' })
        await freshApp.close()
      } finally {
        await freshDatabase.db.destroy()
        await fresh.drop()
      }
    })

    it('signs a deleted user out: the token answers 50008', async () => {
      const id = await insertAdminUser(database.db, 'leaving', ['editor'])
      const token = await signIn(server.app, 'leaving')
      await database.db.deleteFrom('admin_users').where('id', '=', id).execute()
      expect((await info(token)).body.code).toBe(50008)
    })
  })
}
