import { type IncomingMessage, request } from 'node:http'
import { connect, type Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import type { Database } from '../src/db/Database.ts'
import { defaultConnectionLimits } from '../src/limits/connectionGuard.ts'
import { callAdmin, insertAdminUser, signIn } from './adminTestHelpers.ts'
import { listenOnFreePort } from './listenOnFreePort.ts'
import { testConfig } from './testConfig.ts'
import { testDialects, useMigratedDatabase } from './testDatabases.ts'

/**
 * Issue 76 points 4 and 5: slow clients held the server's sockets for ever (`requestTimeout` 0: 800
 * bodies sent a byte every 10 s all still open at 98 s), one client could open as many connections
 * as it liked, and two accounts that started an export and stopped reading held both export slots
 * for as long as they liked (the admin's export refused 12 of 12 times over 60 s). The deadlines are
 * lowered here so the tests wait seconds, not minutes; every wait is on a condition, with a bound.
 */

/** Resolves when `socket` closes; rejects after `withinMs` (the server kept it open). */
function closed(socket: Socket, withinMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.destroyed) {
      resolve()
      return
    }
    const timer = setTimeout(() => reject(new Error(`still open after ${withinMs} ms`)), withinMs)
    // What the server answers (a 408) is read and dropped: an unread socket would not report its end.
    socket.resume()
    socket.once('close', () => {
      clearTimeout(timer)
      resolve()
    })
  })
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => resolve(socket))
    socket.on('error', reject)
  })
}

async function fillFeedback(db: Kysely<Database>, count: number) {
  const time = new Date().toISOString()
  for (let start = 0; start < count; start += 500) {
    await db
      .insertInto('feedback')
      .values(
        Array.from({ length: Math.min(500, count - start) }, (_, offset) => ({
          category: 'bug',
          description: `Message ${start + offset}: ${'the lock page shows the wrong unlock date. '.repeat(12)}`,
          email: `user${start + offset}@example.com`,
          contact: '',
          status: 'open' as const,
          created_at: time,
          updated_at: time,
        })),
      )
      .execute()
  }
}

describe('the server deadlines by default', () => {
  it('has every timeout set, none of them "never"', () => {
    const limits = defaultConnectionLimits
    for (const value of [
      limits.requestTimeoutMs,
      limits.headersTimeoutMs,
      limits.idleTimeoutMs,
      limits.keepAliveTimeoutMs,
    ]) {
      expect(value).toBeGreaterThan(0)
      expect(value).toBeLessThanOrEqual(60_000)
    }
    expect(limits.headersTimeoutMs).toBeLessThanOrEqual(limits.requestTimeoutMs)
    expect(limits.perClient).toBeGreaterThan(0)
  })
})

for (const dialect of testDialects()) {
  describe.skipIf(dialect.unavailable !== null)(`slow clients on ${dialect.name}`, () => {
    const database = useMigratedDatabase(dialect)
    let app: FastifyInstance
    let port: number
    const perClient = 6

    beforeAll(async () => {
      app = await buildApp({
        config: testConfig({ database: database.config }),
        database: database.handle,
        logger: false,
        connections: {
          requestTimeoutMs: 1_000,
          headersTimeoutMs: 1_000,
          idleTimeoutMs: 30_000,
          checkIntervalMs: 100,
          perClient,
        },
        admin: { feedbackExportStallMs: 3_000 },
      })
      port = Number(new URL(await listenOnFreePort(app)).port)
    })

    afterAll(async () => {
      await app?.close()
    })

    it('closes a connection whose body trickles in, within the request timeout', async () => {
      const socket = await open(port)
      socket.write(
        'POST /api/v1/web/feedback HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
      )
      // A byte now and then, as the slow clients did; the server must not wait for the rest.
      const drip = setInterval(() => {
        if (!socket.destroyed) socket.write(' ')
      }, 200)
      try {
        await closed(socket, 15_000)
      } finally {
        clearInterval(drip)
      }
    })

    it('closes a connection that never finishes its headers', async () => {
      const socket = await open(port)
      socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n')
      await closed(socket, 15_000)
    })

    it('lets one client hold only so many connections; others are served', async () => {
      const held: Socket[] = []
      try {
        for (let index = 0; index < perClient; index++) held.push(await open(port))
        const extra = await open(port)
        await closed(extra, 15_000)
        // The ones it holds still work.
        const answer = await new Promise<string>((resolve, reject) => {
          const socket = held[0] as Socket
          let text = ''
          socket.setEncoding('utf8')
          socket.on('data', (chunk: string) => {
            text += chunk
            if (text.includes('\r\n\r\n')) resolve(text)
          })
          socket.on('error', reject)
          socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n')
        })
        expect(answer).toMatch(/^HTTP\/1\.1 200/)
      } finally {
        for (const socket of held) socket.destroy()
      }
      // Its connections closed (once the server has seen them close), it may open new ones.
      const healthOverNewConnection = () =>
        new Promise<number>((resolve) => {
          const call = request({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (response) => {
            response.resume()
            resolve(response.statusCode ?? 0)
          })
          call.on('error', () => resolve(0))
          call.end()
        })
      const deadline = Date.now() + 15_000
      let status = await healthOverNewConnection()
      while (status !== 200 && Date.now() < deadline) status = await healthOverNewConnection()
      expect(status).toBe(200)
    })

    it('ends an export its client stopped reading, so another account can export', async () => {
      await fillFeedback(database.db, 20_000)
      await insertAdminUser(database.db, 'reader1', ['visitor'])
      await insertAdminUser(database.db, 'reader2', ['visitor'])
      await insertAdminUser(database.db, 'boss', ['admin'])
      const tokens = [await signIn(app, 'reader1'), await signIn(app, 'reader2')]
      const boss = await signIn(app, 'boss')
      // Two exports started and never read: the socket buffers fill and the server has to wait.
      const stalled = await Promise.all(
        tokens.map(
          (token) =>
            new Promise<IncomingMessage>((resolve, reject) => {
              const call = request(
                {
                  host: '127.0.0.1',
                  port,
                  path: '/prod-api/vue-element-admin/feedback/export',
                  headers: { 'x-token': token, 'accept-encoding': 'identity' },
                },
                (response) => {
                  response.pause()
                  resolve(response)
                },
              )
              call.on('error', reject)
              call.end()
            }),
        ),
      )
      // Both slots taken (the default is two at once): the admin is refused at first...
      const refused = await callAdmin(app, 'GET', '/vue-element-admin/feedback/export?status=open', {
        token: boss,
      })
      const sockets = stalled.map((response) => response.socket)
      expect(refused.body.code).toBe(42900)
      // ...until the server ends the stalled exports (their clients, reading nothing, cannot tell).
      const deadline = Date.now() + 15_000
      let answer = refused
      while (answer.body.code !== 20000 && Date.now() < deadline) {
        await new Promise((resolve) => setImmediate(resolve))
        answer = await callAdmin(app, 'GET', '/vue-element-admin/feedback/export?status=open', {
          token: boss,
        })
      }
      for (const socket of sockets) socket.destroy()
      expect(answer.body.code).toBe(20000)
      expect(answer.body.data.total).toBe(20_000)
    })
  })
}
