import { Writable } from 'node:stream'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { createDatabase, type DatabaseHandle } from '../src/db/createDatabase.ts'
import { migrateToLatest } from '../src/db/migrateToLatest.ts'
import { OneLineRequestLog } from '../src/log/OneLineRequestLog.ts'
import { redactCredentials } from '../src/log/redactCredentials.ts'
import { serverLoggerOptions } from '../src/log/serverLoggerOptions.ts'
import { insertAdminUser, signIn } from './adminTestHelpers.ts'
import { testConfig } from './testConfig.ts'
import { type TestDatabase, testDialects } from './testDatabases.ts'

// Credentials must never reach the log, whatever the log level: a log file is read by more people
// (and kept longer) than a session lasts.
describe('the server log', () => {
  const [sqlite] = testDialects()
  let testDatabase: TestDatabase
  let database: DatabaseHandle
  let app: FastifyInstance
  let logged = ''

  beforeAll(async () => {
    if (!sqlite) throw new Error('no SQLite dialect')
    testDatabase = await sqlite.create()
    database = createDatabase(testDatabase.config)
    await migrateToLatest(database.db)
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged += chunk.toString()
        done()
      },
    })
    app = await buildApp({
      config: testConfig({ database: testDatabase.config }),
      database,
      logger: { level: 'trace', stream },
    })
    await insertAdminUser(database.db, 'admin', ['admin'])
  })

  afterAll(async () => {
    await app?.close()
    await database?.db.destroy()
    await testDatabase?.drop()
  })

  it('never holds a console token, from the query, the X-Token header or a cookie', async () => {
    const token = await signIn(app, 'admin')
    logged = ''
    const reply = await app.inject({
      method: 'GET',
      url: `/prod-api/vue-element-admin/user/info?token=${token}&x=1`,
      headers: { 'x-token': token, cookie: `Admin-Token=${token}; theme=dark` },
    })
    expect(reply.json()).toMatchObject({ code: 20000 })
    // A token of another shape (a typo, an old format) is hidden as well.
    await app.inject({
      method: 'GET',
      url: '/prod-api/vue-element-admin/user/info?TOKEN=not-a-real-token-123',
    })
    // Code that logs a request's headers gets them without credentials.
    app.log.info({
      headers: { 'x-token': token, cookie: `Admin-Token=${token}`, authorization: `Bearer ${token}` },
    })
    app.log.info(`a message quoting /prod-api/vue-element-admin/user/info?token=${token}`)

    expect(logged).toContain('/prod-api/vue-element-admin/user/info?token=')
    expect(logged).not.toContain(token)
    expect(logged).not.toContain('not-a-real-token-123')
    // What is not a credential stays, so the log is still useful.
    expect(logged).toContain('x=1')
  })

  // Fastify decodes a query parameter's name before the route reads it: an encoded name signs in
  // as well as a plain one, so the log must read names the same way (issue 54 point 8).
  it('never holds a token sent under an encoded, bracketed or other-case name', async () => {
    const token = await signIn(app, 'admin')
    logged = ''
    const encoded = await app.inject({
      method: 'GET',
      url: `/prod-api/vue-element-admin/user/info?tok%65n=${token}&x=1`,
    })
    expect(encoded.json()).toMatchObject({ code: 20000 })
    for (const query of [
      `token[]=${token}`,
      `access_token=${token}`,
      `api%6Bey=${token}`,
      `ToKen=${token}`,
    ]) {
      await app.inject({ method: 'GET', url: `/prod-api/vue-element-admin/user/info?${query}&x=2` })
    }
    app.log.info(`a message quoting /prod-api/vue-element-admin/user/info?x=1&%74oken=${token}`)
    expect(logged).toContain('/prod-api/vue-element-admin/user/info?tok%65n=[redacted]&x=1')
    expect(logged).toContain('?token[]=[redacted]&x=2')
    expect(logged).toContain('?access_token=[redacted]&x=2')
    expect(logged).toContain('?api%6Bey=[redacted]&x=2')
    expect(logged).toContain('?x=1&%74oken=[redacted]')
    expect(logged).not.toContain(token)
  })

  // One line per request (log/OneLineRequestLog.ts): it holds what Fastify's two lines held.
  it('writes one line per request, with the request, its status and its time', async () => {
    logged = ''
    const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
    await app.inject({ method: 'GET', url: `/api/v1/web/vip/info?address=${address}&chain=56&apikey=k-123` })
    await app.inject({ method: 'GET', url: '/api/v1/web/vip/info?address=0x123&chain=56' })
    // Asked again, the level is kept in memory and sent in the same turn (vipInfoRoute.ts): still
    // one line, and no "reply already sent" warning beside it.
    const again = await app.inject({ method: 'GET', url: `/api/v1/web/vip/info?address=${address}&chain=56` })
    expect(again.json()).toMatchObject({ status: '1', data: { vip: 0, chain: 56 } })
    const lines = logged
      .trim()
      .split('\n')
      .map(
        (line) =>
          JSON.parse(line) as {
            msg: string
            reqId?: string
            responseTime?: number
            req: { url: string; remoteAddress?: string }
          },
      )
    expect(lines.map((line) => line.msg)).toEqual([
      'request completed',
      'request completed',
      'request completed',
    ])
    const [found, refused] = lines
    expect(found).toMatchObject({
      level: 30,
      req: { method: 'GET', url: `/api/v1/web/vip/info?address=${address}&chain=56&apikey=[redacted]` },
      res: { statusCode: 200 },
    })
    expect(found?.req.remoteAddress).toBe('127.0.0.1')
    expect(typeof found?.responseTime).toBe('number')
    expect(typeof found?.reqId).toBe('string')
    expect(refused).toMatchObject({
      req: { url: '/api/v1/web/vip/info?address=0x123&chain=56' },
      res: { statusCode: 400 },
    })
    expect(logged).not.toContain('k-123')
  })
})

// The access line has a logger of its own (log/OneLineRequestLog.ts): it must still follow the
// server's level, and carry the reqId that the request's other lines carry.
describe('the access line', () => {
  const [sqlite] = testDialects()

  async function appLogging(level: 'info' | 'warn') {
    if (!sqlite) throw new Error('no SQLite dialect')
    const testDatabase = await sqlite.create()
    const database = createDatabase(testDatabase.config)
    await migrateToLatest(database.db)
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...chunk.toString().trim().split('\n'))
        done()
      },
    })
    const app = await buildApp({
      config: testConfig({ database: testDatabase.config }),
      database,
      logger: { level, stream },
    })
    // A closed database makes the health route log an error line of its own for the request.
    await database.db.destroy()
    // Only the requests' lines (not the start-up warnings) count.
    lines.length = 0
    const close = async () => {
      await app.close()
      await testDatabase.drop()
    }
    return { app, lines, close }
  }

  it("carries the request's reqId, the one its handler's lines carry, once", async () => {
    const { app, lines, close } = await appLogging('info')
    try {
      const reply = await app.inject({ method: 'GET', url: '/api/health' })
      expect(reply.statusCode).toBe(503)
      const parsed = lines.map((line) => JSON.parse(line) as { msg?: string; reqId?: string; level: number })
      const handlerLine = parsed.find((line) => line.msg === 'health: database unreachable')
      const accessIndex = parsed.findIndex((line) => line.msg === 'request completed')
      expect(handlerLine?.reqId).toEqual(expect.any(String))
      expect(parsed[accessIndex]).toMatchObject({
        level: 30,
        reqId: handlerLine?.reqId,
        res: { statusCode: 503 },
      })
      expect(lines[accessIndex]?.match(/"reqId"/g)).toHaveLength(1)
    } finally {
      await close()
    }
  })

  it('is not written when the level is above info', async () => {
    const { app, lines, close } = await appLogging('warn')
    try {
      await app.inject({ method: 'GET', url: '/api/health' })
      expect(lines.map((line) => (JSON.parse(line) as { msg?: string }).msg)).toEqual([
        'health: database unreachable',
      ])
    } finally {
      await close()
    }
  })
})

// The access line is put together from a template (OneLineRequestLog.ts, for speed): it must stay the
// line pino itself writes for the same fields with the server's options, whatever either changes.
describe('the access line, as written', () => {
  it('is byte for byte the line pino writes for the same request, with the URL redacted', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...chunk.toString().trim().split('\n'))
        done()
      },
    })
    const fastify = Fastify({ logger: serverLoggerOptions('info', { stream }) })
    await fastify.ready()
    try {
      const request = {
        id: 'req-7',
        method: 'GET',
        url: '/api/v1/web/vip/info?address=0x12"\\&chain=56&token=a-secret',
        host: 'tokenbox.example',
        ip: '::1',
        socket: { remotePort: 40123 },
        routeOptions: { config: {} },
      } as unknown as FastifyRequest
      const reply = { statusCode: 200, elapsedTime: 1.2345678 } as unknown as FastifyReply
      const requestLog = new OneLineRequestLog()
      requestLog.writeTo(fastify.log)
      requestLog.requestCompleted(null, request, reply)
      fastify.log
        .child({}, { redact: { paths: [] } })
        .info(
          { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
          'request completed',
        )
      const [written, byPino] = lines.map((line) => line.replace(/"time":\d+/, '"time":0'))
      expect(written).toBe(byPino)
      expect(written).toContain('token=[redacted]')
      expect(written).not.toContain('a-secret')
      // Below the level, nothing.
      fastify.log.level = 'warn'
      const otherLog = new OneLineRequestLog()
      otherLog.writeTo(fastify.log)
      otherLog.requestCompleted(null, request, reply)
      expect(lines).toHaveLength(2)
    } finally {
      await fastify.close()
    }
  })
})

describe('redactCredentials', () => {
  it("redacts a credential parameter's value under every name the query parser reads as one", () => {
    const cases: [string, string][] = [
      ['/a?token=t1&x=1', '/a?token=[redacted]&x=1'],
      ['/a?tok%65n=t1', '/a?tok%65n=[redacted]'],
      ['/a?%74%6F%6B%65%6E=t1', '/a?%74%6F%6B%65%6E=[redacted]'],
      ['/a?api%6Bey=k1&chain=56', '/a?api%6Bey=[redacted]&chain=56'],
      ['/a?x=1&access_token=t1', '/a?x=1&access_token=[redacted]'],
      ['/a?token[]=t1&token[]=t2', '/a?token[]=[redacted]&token[]=[redacted]'],
      ['/a?token%5B%5D=t1', '/a?token%5B%5D=[redacted]'],
      ['/a?TOKEN=t1', '/a?TOKEN=[redacted]'],
      ['/a?apiKey=k1', '/a?apiKey=[redacted]'],
      ['/a?api_key=k1&api-key=k2', '/a?api_key=[redacted]&api-key=[redacted]'],
      ['/a?x-token=t1', '/a?x-token=[redacted]'],
      ['/a?pass%77ord=p1', '/a?pass%77ord=[redacted]'],
      ['/a?access%5Ftoken=t1', '/a?access%5Ftoken=[redacted]'],
      [
        'GET https://x.example/api?module=logs&apikey=k1 failed',
        'GET https://x.example/api?module=logs&apikey=[redacted] failed',
      ],
    ]
    for (const [text, redacted] of cases) expect(redactCredentials(text), text).toBe(redacted)
  })

  it('leaves every other parameter, and text without a query, as it is', () => {
    const untouched = [
      '/api/v1/web/vip/info?address=0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045&chain=56',
      '/api/v1/web/explorer/logs?chainId=56&topic0=0xabc&page=1&offset=1000',
      '/a?tokens=3&my_token=x&tokenAddress=0x12&keyword=token&q=token%3Dx',
      '/a?bad%ZZname=1&%E0%A4%A=2',
      '/a?token',
      'a message with token=abc but no query',
      'no query at all',
    ]
    for (const text of untouched) expect(redactCredentials(text), text).toBe(text)
  })
})
