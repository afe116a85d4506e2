import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminCodes } from '../src/admin/adminCodes.ts'
import type { Database } from '../src/db/Database.ts'
import { insertAdminUser, signIn } from './adminTestHelpers.ts'
import { testDialects } from './testDatabases.ts'
import { useAppOnMigratedDatabase } from './useAppOnMigratedDatabase.ts'

/**
 * Random payloads at every admin route of the session, roles and users layer: wrong types, missing
 * fields, huge strings, Unicode, numbers, nulls, arrays, malformed JSON, odd content types, bad tokens.
 * Whatever arrives: never HTTP 500 or code 50000, never a stack trace, always the envelope with a
 * known code, and a rejected request (any code but 20000) changes no row. An accepted request may
 * change rows; the database is then put back to the starting rows so every run starts alike.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
type Table = 'admin_users' | 'admin_tokens' | 'admin_roles'
const knownCodes = new Set<number>(Object.values(adminCodes))

for (const dialect of testDialects()) {
  describe.skipIf(dialect.unavailable !== null)(`admin API under random input on ${dialect.name}`, () => {
    const server = useAppOnMigratedDatabase(dialect)
    const { database } = server
    let baseline: { [T in Table]: Database[T][] }
    let tokens: { admin: string; editor: string }
    let userIds: string[]

    const snapshot = async () => {
      const db = database.db
      return {
        admin_users: await db.selectFrom('admin_users').selectAll().orderBy('id').execute(),
        admin_tokens: await db.selectFrom('admin_tokens').selectAll().orderBy('id').execute(),
        admin_roles: await db.selectFrom('admin_roles').selectAll().orderBy('key').execute(),
      }
    }

    const restore = async () => {
      await database.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('admin_tokens').execute()
        await trx.deleteFrom('admin_users').execute()
        await trx.deleteFrom('admin_roles').execute()
        await trx.insertInto('admin_users').values(baseline.admin_users).execute()
        await trx.insertInto('admin_tokens').values(baseline.admin_tokens).execute()
        await trx.insertInto('admin_roles').values(baseline.admin_roles).execute()
      })
    }

    beforeAll(async () => {
      userIds = [
        await insertAdminUser(database.db, 'admin', ['admin']),
        await insertAdminUser(database.db, 'editor1', ['editor']),
        await insertAdminUser(database.db, 'visitor1', ['visitor']),
      ]
      tokens = { admin: await signIn(server.app, 'admin'), editor: await signIn(server.app, 'editor1') }
      baseline = await snapshot()
    })

    // Values of every kind, including ones that look almost right.
    const junk = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 20 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null)), { maxLength: 4 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
      fc.constant('x'.repeat(70_000)),
      fc.constant("admin' OR '1'='1"),
      fc.constant('%_\\'),
      fc.constant('\u0000\u202e👩‍💻'),
      fc.constant('__proto__'),
    )
    const plausible: Record<string, fc.Arbitrary<unknown>> = {
      username: fc.constantFrom('admin', ' admin ', 'editor1', 'new.user', 'ab', 'Ünïcode'),
      password: fc.constantFrom('correct horse battery staple', 'short', 'a long enough password', ''),
      role: fc.constantFrom('admin', 'editor', 'visitor', 'ghost', 'Bad Key'),
      key: fc.constantFrom('support', 'admin', 'editor', 'Bad Key', 'a'),
      name: fc.constantFrom('Support', '  ', 'Zoë'),
      description: fc.constantFrom('', 'text'),
      routes: fc.constantFrom(['/dashboard'], ['/nope'], [], ['/system/roles', '/system/users', '/system']),
      roles: fc.constantFrom(['visitor'], ['ghost'], [], ['admin', 'editor']),
      avatar: fc.constantFrom('', 'https://example.com/a.png', 'javascript:alert(1)', '/uploads/a.png'),
      introduction: fc.constantFrom('', 'hello'),
      token: fc.constantFrom('garbage', 'A'.repeat(43)),
      page: fc.constantFrom('1', '0', '-1', '999999999', 'x'),
      limit: fc.constantFrom('1', '100', '101', 'x'),
    }
    const fieldValue = (field: string) => fc.oneof(junk, plausible[field] ?? junk)
    const objectOf = (fields: string[]) =>
      fc.record(Object.fromEntries(fields.map((field) => [field, fieldValue(field)])), { requiredKeys: [] })

    /** A request body: an object with the route's fields, or anything else, or raw bytes with a content type. */
    const bodyFor = (fields: string[]) =>
      fc.oneof(
        { weight: 4, arbitrary: objectOf(fields).map((value) => ({ json: value as unknown })) },
        { weight: 1, arbitrary: fc.jsonValue().map((value) => ({ json: value as unknown })) },
        { weight: 1, arbitrary: fc.constant({ json: undefined as unknown }) },
        {
          weight: 1,
          arbitrary: fc.record({
            raw: fc.oneof(fc.string({ maxLength: 30 }), fc.constant('{"username": '), fc.constant('a=1&b=2')),
            contentType: fc.constantFrom(
              'application/json',
              'application/x-www-form-urlencoded',
              'text/plain',
              'application/xml',
            ),
          }),
        },
      )

    const queryFor = (fields: string[]) =>
      objectOf(fields).map((value) =>
        Object.entries(value)
          .map(
            ([key, item]) =>
              `${key}=${encodeURIComponent(typeof item === 'string' ? item : JSON.stringify(item))}`,
          )
          .join('&'),
      )

    const tokenArbitrary = () =>
      fc.oneof(
        fc.constant(tokens.admin),
        fc.constant(tokens.editor),
        fc.constant(undefined),
        fc.constantFrom('', 'admin-token', 'A'.repeat(43), `${tokens.admin}x`),
        fc.stringMatching(/^[\x21-\x7e]{0,60}$/),
      )

    const paramArbitrary = () =>
      fc.oneof(
        fc.constantFrom(
          ...userIds,
          'admin',
          'editor',
          'visitor',
          'support',
          '00000000-0000-4000-8000-000000000000',
        ),
        fc.string({ maxLength: 40 }),
        fc.string({ unit: 'grapheme', maxLength: 10 }),
      )

    type RouteUnderTest = { method: Method; path: string; param?: true; body?: string[]; query?: string[] }
    const routes: RouteUnderTest[] = [
      { method: 'POST', path: '/user/login', body: ['username', 'password'] },
      { method: 'GET', path: '/user/info', query: ['token'] },
      { method: 'POST', path: '/user/logout', body: [] },
      { method: 'POST', path: '/user/switch-role', body: ['role'] },
      { method: 'GET', path: '/routes', query: [] },
      { method: 'GET', path: '/roles', query: [] },
      { method: 'POST', path: '/role', body: ['key', 'name', 'description', 'routes'] },
      { method: 'PUT', path: '/role', param: true, body: ['name', 'description', 'routes'] },
      { method: 'DELETE', path: '/role', param: true, body: [] },
      { method: 'GET', path: '/users', query: ['name', 'page', 'limit'] },
      { method: 'GET', path: '/search/user', query: ['name'] },
      {
        method: 'POST',
        path: '/user',
        body: ['username', 'password', 'roles', 'name', 'avatar', 'introduction'],
      },
      {
        method: 'PUT',
        path: '/user',
        param: true,
        body: ['password', 'roles', 'name', 'avatar', 'introduction'],
      },
      { method: 'DELETE', path: '/user', param: true, body: [] },
    ]

    for (const route of routes) {
      it(`${route.method} ${route.path}${route.param ? '/:param' : ''}: never 500, never a stack, no change when rejected`, async () => {
        await fc.assert(
          fc.asyncProperty(
            tokenArbitrary(),
            route.param ? paramArbitrary() : fc.constant(undefined),
            route.body ? bodyFor(route.body) : fc.constant(undefined),
            route.query ? queryFor(route.query) : fc.constant(''),
            async (token, param, body, query) => {
              const before = await snapshot()
              const path = `/prod-api/vue-element-admin${route.path}${param === undefined ? '' : `/${encodeURIComponent(param)}`}`
              const headers: Record<string, string> = token === undefined ? {} : { 'x-token': token }
              let payload: string | undefined
              if (body !== undefined && 'raw' in body) {
                headers['content-type'] = body.contentType
                payload = body.raw
              } else if (body?.json !== undefined) {
                headers['content-type'] = 'application/json'
                payload = JSON.stringify(body.json)
              }
              const reply = await server.app.inject({
                method: route.method,
                url: query ? `${path}?${query}` : path,
                headers,
                ...(payload === undefined ? {} : { payload }),
              })
              expect([200, 404]).toContain(reply.statusCode)
              expect(reply.body).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/)
              const answer = reply.json() as { code: number; message: unknown; data: unknown }
              expect(Object.keys(answer).sort()).toEqual(['code', 'data', 'message'])
              expect(knownCodes.has(answer.code)).toBe(true)
              expect(answer.code).not.toBe(adminCodes.serverError)
              expect(typeof answer.message).toBe('string')
              if (answer.code === adminCodes.ok) {
                if (route.method !== 'GET') await restore()
              } else {
                expect(await snapshot()).toEqual(before)
              }
            },
          ),
          { numRuns: 40 },
        )
        // 40 runs with a database snapshot around each (and scrypt for every well-formed login) took
        // over the 30 s default on a loaded machine with PostgreSQL.
      }, 180_000)
    }
  })
}
