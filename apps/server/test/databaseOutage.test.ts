import { once } from 'node:events'
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { createDatabase, type DatabaseHandle } from '../src/db/createDatabase.ts'
import { isDatabaseUnavailable } from '../src/db/isDatabaseUnavailable.ts'
import { migrateToLatest } from '../src/db/migrateToLatest.ts'
import { callAdmin, insertAdminUser, testPassword } from './adminTestHelpers.ts'
import { testConfig } from './testConfig.ts'
import { type TestDatabase, testDialects } from './testDatabases.ts'

describe('isDatabaseUnavailable', () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

  it('knows a database that is away from a statement that is wrong', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true)
    expect(
      isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01')),
    ).toBe(true)
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true)
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
    expect(isDatabaseUnavailable(withCode('database is locked', 'SQLITE_BUSY'))).toBe(true)
    expect(
      isDatabaseUnavailable(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')])),
    ).toBe(true)

    expect(isDatabaseUnavailable(withCode('syntax error at or near "selct"', '42601'))).toBe(false)
    expect(isDatabaseUnavailable(withCode('duplicate key value', '23505'))).toBe(false)
    expect(isDatabaseUnavailable(withCode('UNIQUE constraint failed', 'SQLITE_CONSTRAINT_UNIQUE'))).toBe(
      false,
    )
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false)
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false)
  })
})

/**
 * A TCP relay between the server and PostgreSQL that can be cut and restored: the database going
 * away (every connection dropped, new ones refused) and coming back on the same address, as a
 * restart or a network outage looks to the server.
 */
async function startRelay(target: { host: string; port: number }) {
  const sockets = new Set<Socket>()
  let server: Server | undefined
  let port = 0
  const open = async () => {
    server = createServer((client) => {
      const upstream = connect(target.port, target.host)
      for (const socket of [client, upstream]) {
        sockets.add(socket)
        socket.on('close', () => sockets.delete(socket))
        socket.on('error', () => {
          client.destroy()
          upstream.destroy()
        })
      }
      client.pipe(upstream)
      upstream.pipe(client)
    })
    server.listen(port, '127.0.0.1')
    await once(server, 'listening')
    port = (server.address() as AddressInfo).port
  }
  await open()
  return {
    port: () => port,
    cut: async () => {
      const closed = server ? once(server, 'close') : Promise.resolve()
      server?.close()
      for (const socket of sockets) socket.destroy()
      await closed
    },
    restore: open,
  }
}

const postgres = testDialects().find((dialect) => dialect.name === 'postgres')

describe.skipIf(!postgres || postgres.unavailable !== null)(
  'PostgreSQL stopped under a running server, then back',
  () => {
    let testDatabase: TestDatabase
    let database: DatabaseHandle
    let app: FastifyInstance
    let relay: Awaited<ReturnType<typeof startRelay>>
    const poolErrors: Error[] = []

    beforeAll(async () => {
      if (!postgres) throw new Error('unreachable')
      testDatabase = await postgres.create()
      const direct = new URL((testDatabase.config as { url: string }).url)
      relay = await startRelay({ host: direct.hostname, port: Number(direct.port) })
      const relayed = new URL(direct)
      relayed.port = String(relay.port())
      const config = { dialect: 'postgres' as const, url: relayed.toString() }
      database = createDatabase(config, { onPoolError: (error) => poolErrors.push(error) })
      await migrateToLatest(database.db)
      await insertAdminUser(database.db, 'admin', ['admin'])
      app = await buildApp({ config: testConfig({ database: config }), database, logger: false })
    })

    afterAll(async () => {
      await app?.close()
      await database?.db.destroy()
      await relay?.cut()
      await testDatabase?.drop()
    })

    const vip = () =>
      app.inject({
        method: 'GET',
        url: '/api/v1/web/vip/info?address=0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045&chain=56',
      })
    const announcements = () => app.inject({ method: 'GET', url: '/api/v1/web/announcements' })
    const health = () => app.inject({ method: 'GET', url: '/api/health' })
    const signIn = () =>
      callAdmin(app, 'POST', '/vue-element-admin/user/login', {
        body: { username: 'admin', password: testPassword },
      })

    it('answers 503 with Retry-After and the console its "try again" code, never 500, until it is back', async () => {
      expect((await vip()).statusCode).toBe(200)
      const signedIn = await signIn()
      expect(signedIn.body.code).toBe(20000)
      const token = signedIn.body.data.token as string

      await relay.cut()
      for (const reply of [await vip(), await announcements()]) {
        expect(reply.statusCode).toBe(503)
        expect(reply.headers['retry-after']).toBe('2')
        expect(reply.json()).toEqual({ status: '0', message: 'service unavailable, try again', data: null })
      }
      expect((await health()).statusCode).toBe(503)
      const refused = await signIn()
      expect({ status: refused.statusCode, code: refused.body.code }).toEqual({ status: 503, code: 50300 })
      expect(refused.headers['retry-after']).toBe('2')
      const listed = await callAdmin(app, 'GET', '/vue-element-admin/feedback/list', { token })
      expect({ status: listed.statusCode, code: listed.body.code }).toEqual({ status: 503, code: 50300 })
      const image = await app.inject({ method: 'GET', url: `/uploads/${'a'.repeat(64)}.png` })
      // No such file: answered without the database.
      expect(image.statusCode).toBe(404)

      await relay.restore()
      await expect.poll(async () => (await health()).statusCode, { timeout: 15_000 }).toBe(200)
      expect((await vip()).statusCode).toBe(200)
      expect((await announcements()).statusCode).toBe(200)
      expect((await signIn()).body.code).toBe(20000)
    })
  },
)
