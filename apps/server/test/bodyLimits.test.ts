import { beforeAll, describe, expect, it, vi } from 'vitest'
import { bodyLimits, maxJsonDepth, refusedBodyLimits } from '../src/limits/bodyGuard.ts'
import { jsonNestingExceeds } from '../src/limits/jsonNestingExceeds.ts'
import { callAdmin, insertAdminUser, testPassword } from './adminTestHelpers.ts'
import { postRawJson } from './postRawJson.ts'
import { testDialects } from './testDatabases.ts'
import { useAppOnMigratedDatabase } from './useAppOnMigratedDatabase.ts'

/**
 * Issue 76 point 2: an anonymous client took the server from everyone by sending the sign-in route
 * `{"password":"x","z":[[[...500,000 deep]]]}` (the default 1 MiB body, parsed in full before the
 * schema refused it: 0.6 s of event loop each, and no limiter counted it). Now each route takes the
 * body it needs (sign-in 4 KiB), JSON nested deeper than 32 levels is refused before it is parsed,
 * and a client whose bodies keep being refused is stopped before its next body is read.
 */
describe('jsonNestingExceeds', () => {
  it('counts arrays and objects, not brackets inside strings, escapes honoured', () => {
    expect(jsonNestingExceeds('{"a":[[1]]}', 3)).toBe(false)
    expect(jsonNestingExceeds('{"a":[[1]]}', 2)).toBe(true)
    expect(jsonNestingExceeds('{"a":"[[[[[[","b":"{{{{"}', 1)).toBe(false)
    expect(jsonNestingExceeds('{"a":"\\"[[[[","b":1}', 1)).toBe(false)
    expect(jsonNestingExceeds('{"a":"\\\\","b":[[[1]]]}', 3)).toBe(true)
    expect(jsonNestingExceeds('{"a":"\\\\","b":[[[1]]]}', 4)).toBe(false)
    expect(jsonNestingExceeds(`${'['.repeat(500_000)}${']'.repeat(500_000)}`, maxJsonDepth)).toBe(true)
    expect(jsonNestingExceeds(`${'['.repeat(maxJsonDepth)}${']'.repeat(maxJsonDepth)}`, maxJsonDepth)).toBe(
      false,
    )
  })
})

for (const dialect of testDialects()) {
  describe.skipIf(dialect.unavailable !== null)(`request bodies on ${dialect.name}`, () => {
    const server = useAppOnMigratedDatabase(dialect)
    const { database } = server

    beforeAll(async () => {
      await insertAdminUser(database.db, 'admin', ['admin'])
    })

    const deep = (depth: number) =>
      `{"username":"admin","password":"x","z":${'['.repeat(depth)}${']'.repeat(depth)}}`

    it('refuses JSON nested too deep before parsing it, in each API shape', async () => {
      const parse = vi.spyOn(JSON, 'parse')
      try {
        const signIn = await postRawJson(
          server.app,
          '/prod-api/vue-element-admin/user/login',
          deep(1000),
          '198.51.100.1',
        )
        expect(signIn.statusCode).toBe(200)
        expect(signIn.json()).toMatchObject({
          code: 40001,
          message: expect.stringContaining(`deeper than ${maxJsonDepth}`),
        })
        const feedback = await postRawJson(
          server.app,
          '/api/v1/web/feedback',
          `{"category":"bug","description":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
          '198.51.100.1',
        )
        expect(feedback.statusCode).toBe(400)
        expect(feedback.json()).toEqual({
          status: '0',
          message: `JSON nested deeper than ${maxJsonDepth} levels`,
          data: null,
        })
        // Neither body was handed to a parser: the scan refused them.
        expect(
          parse.mock.calls.filter(([text]) => typeof text === 'string' && text.includes('[[[[')),
        ).toEqual([])
      } finally {
        parse.mockRestore()
      }
    })

    it('takes nesting up to the limit', async () => {
      const answer = await postRawJson(
        server.app,
        '/prod-api/vue-element-admin/user/login',
        `{"username":"admin","password":${JSON.stringify(testPassword)},"z":${'['.repeat(maxJsonDepth - 1)}${']'.repeat(maxJsonDepth - 1)}}`,
        '198.51.100.2',
      )
      expect(answer.json()).toMatchObject({ code: 20000 })
    })

    it('gives sign-in a few KiB of body, not the server default', async () => {
      expect(bodyLimits.session).toBeLessThan(bodyLimits.default)
      const { body } = await callAdmin(server.app, 'POST', '/vue-element-admin/user/login', {
        body: { username: 'admin', password: 'x', padding: 'p'.repeat(bodyLimits.session) },
        ip: '198.51.100.3',
      })
      expect(body.code).toBe(40001)
      expect(body.message).toMatch(/too large/i)
      const feedback = await postRawJson(
        server.app,
        '/api/v1/web/vip/info',
        JSON.stringify({ padding: 'p'.repeat(bodyLimits.default) }),
        '198.51.100.3',
      )
      expect(feedback.statusCode).toBe(413)
      expect(feedback.json()).toMatchObject({ status: '0' })
    })

    it('stops a client whose bodies keep being refused, before reading its next one; others go on', async () => {
      const attacker = '203.0.113.7'
      for (let index = 0; index < refusedBodyLimits.limit; index++) {
        const answer = await postRawJson(
          server.app,
          '/prod-api/vue-element-admin/user/login',
          deep(100),
          attacker,
        )
        expect(answer.json().code).toBe(40001)
      }
      // Past the limit: even a well-formed sign-in is answered 42900, its body unread.
      const parse = vi.spyOn(JSON, 'parse')
      let blocked: Awaited<ReturnType<typeof callAdmin>>
      try {
        blocked = await callAdmin(server.app, 'POST', '/vue-element-admin/user/login', {
          body: { username: 'admin', password: testPassword },
          ip: attacker,
        })
        expect(
          parse.mock.calls.filter(([text]) => typeof text === 'string' && text.includes(testPassword)),
        ).toEqual([])
      } finally {
        parse.mockRestore()
      }
      expect(blocked.body.code).toBe(42900)
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
      const publicAnswer = await server.app.inject({
        method: 'POST',
        url: '/api/v1/web/feedback',
        payload: { category: 'bug', description: 'a description long enough', email: 'a@b.co' },
        remoteAddress: attacker,
      })
      expect(publicAnswer.statusCode).toBe(429)
      expect(publicAnswer.headers['retry-after']).toBeDefined()
      // A request without a body from the same client, and another client's sign-in, are served.
      expect(
        (await server.app.inject({ method: 'GET', url: '/api/health', remoteAddress: attacker })).statusCode,
      ).toBe(200)
      const other = await callAdmin(server.app, 'POST', '/vue-element-admin/user/login', {
        body: { username: 'admin', password: testPassword },
        ip: '203.0.113.8',
      })
      expect(other.body.code).toBe(20000)
    })
  })
}
