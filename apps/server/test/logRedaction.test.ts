import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { createDatabase, type DatabaseHandle } from '../src/db/createDatabase.ts'
import { migrateToLatest } from '../src/db/migrateToLatest.ts'
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

  // One line per request (log/OneLineRequestLog.ts): it holds what Fastify's two lines held.
  it('writes one line per request, with the request, its status and its time', async () => {
    logged = ''
    const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
    await app.inject({ method: 'GET', url: `/api/v1/web/vip/info?address=${address}&chain=56&apikey=k-123` })
    await app.inject({ method: 'GET', url: '/api/v1/web/vip/info?address=0x123&chain=56' })
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
    expect(lines.map((line) => line.msg)).toEqual(['request completed', 'request completed'])
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
