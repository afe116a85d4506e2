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
})
