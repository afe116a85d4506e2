import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { createDatabase, type DatabaseHandle } from '../src/db/createDatabase.ts'
import { migrateToLatest } from '../src/db/migrateToLatest.ts'
import { callAdmin, insertAdminUser, testPassword } from './adminTestHelpers.ts'
import { testConfig } from './testConfig.ts'
import { type TestDatabase, testDialects } from './testDatabases.ts'

/**
 * Behind a load balancer every server instance must count against the same limits (DESIGN.md's way
 * past one machine): two instances, each with its own connection pool, on one PostgreSQL database.
 */
const postgres = testDialects().find((dialect) => dialect.name === 'postgres')
const publicContentLimits = { feedback: 5, clientErrors: 3, deployments: 3, announcements: 4 }

describe.skipIf(!postgres || postgres.unavailable !== null)(
  'limits shared by server instances on PostgreSQL',
  () => {
    let testDatabase: TestDatabase
    const handles: DatabaseHandle[] = []
    const instances: FastifyInstance[] = []

    beforeAll(async () => {
      if (!postgres) throw new Error('unreachable')
      testDatabase = await postgres.create()
      for (let index = 0; index < 2; index++) {
        const database = createDatabase(testDatabase.config)
        handles.push(database)
        if (index === 0) await migrateToLatest(database.db)
        instances.push(
          await buildApp({
            config: testConfig({ database: testDatabase.config }),
            database,
            logger: false,
            admin: { loginLimits: { perIp: 3, perUsername: 10, windowMs: 15 * 60_000 } },
            explorerRead: { limits: { verifiedPerMinute: 2 } },
            explorerVerify: { limits: { submissionsPerMinute: 2 } },
            publicContentLimits,
          }),
        )
      }
      const [database] = handles
      if (database) await insertAdminUser(database.db, 'admin', ['admin'])
    })

    afterAll(async () => {
      for (const instance of instances) await instance.close()
      for (const handle of handles) await handle.db.destroy()
      await testDatabase?.drop()
    })

    const instance = (index: number) => {
      const found = instances[index]
      if (!found) throw new Error(`no instance ${index}`)
      return found
    }
    const first = () => instance(0)
    const second = () => instance(1)

    it('counts failed sign-ins of one client on every instance', async () => {
      const ip = '203.0.113.50'
      const login = (instance: FastifyInstance, password: string) =>
        callAdmin(instance, 'POST', '/vue-element-admin/user/login', {
          body: { username: 'admin', password },
          ip,
        })
      expect((await login(first(), 'guess')).body.code).toBe(60204)
      expect((await login(second(), 'guess')).body.code).toBe(60204)
      expect((await login(first(), 'guess')).body.code).toBe(60204)
      // Three failures in all: the next attempt is refused wherever it lands.
      const refused = await login(second(), testPassword)
      expect(refused.body.code).toBe(42900)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    })

    it('counts public feedback, error reports and announcement reads on every instance, across a restart', async () => {
      const remoteAddress = '203.0.113.52'
      const feedback = (instance: FastifyInstance) =>
        instance.inject({
          method: 'POST',
          url: '/api/v1/web/feedback',
          payload: { category: 'bug', description: 'The lock page is slow today.', email: 'a@example.com' },
          remoteAddress,
        })
      const statuses: number[] = []
      for (let index = 0; index < 10; index++) statuses.push((await feedback(instance(index % 2))).statusCode)
      // Five in all, however the load balancer spreads them (the review saw 5 + 5 accepted).
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429])
      const stored = await handles[0]?.db.selectFrom('feedback').select('id').execute()
      expect(stored).toHaveLength(5)

      const report = (instance: FastifyInstance) =>
        instance.inject({
          method: 'POST',
          url: '/api/v1/web/errors',
          payload: { err: 'boom' },
          remoteAddress,
        })
      const reads = (instance: FastifyInstance) =>
        instance.inject({ method: 'GET', url: '/api/v1/web/announcements', remoteAddress })
      expect([
        (await report(first())).statusCode,
        (await report(second())).statusCode,
        (await report(first())).statusCode,
        (await report(second())).statusCode,
      ]).toEqual([200, 200, 200, 429])
      expect([
        (await reads(second())).statusCode,
        (await reads(first())).statusCode,
        (await reads(second())).statusCode,
        (await reads(first())).statusCode,
        (await reads(second())).statusCode,
      ]).toEqual([200, 200, 200, 200, 429])

      // A restarted instance (a fresh process: new pool, empty memory) still counts the window.
      const fresh = createDatabase(testDatabase.config)
      handles.push(fresh)
      const restarted = await buildApp({
        config: testConfig({ database: testDatabase.config }),
        database: fresh,
        logger: false,
        publicContentLimits,
      })
      try {
        expect((await feedback(restarted)).statusCode).toBe(429)
      } finally {
        await restarted.close()
      }
    })

    it("counts a client's explorer requests on every instance, so the key gets no more traffic than one allows", async () => {
      const remoteAddress = '203.0.113.51'
      const verified = (instance: FastifyInstance) =>
        instance.inject({
          method: 'GET',
          url: '/api/v1/web/explorer/verified?chainId=31337&address=0x5FbDB2315678afecb367f032d93F642f64180aa3',
          remoteAddress,
        })
      // The local chain has no explorer API (422), but each question counts.
      expect((await verified(first())).statusCode).toBe(422)
      expect((await verified(second())).statusCode).toBe(422)
      expect((await verified(first())).statusCode).toBe(429)
      expect((await verified(second())).statusCode).toBe(429)

      const submit = (instance: FastifyInstance) =>
        instance.inject({
          method: 'POST',
          url: '/api/v1/web/explorer/verify',
          payload: { chainId: 31337, contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
          remoteAddress,
        })
      expect((await submit(second())).statusCode).toBe(400)
      expect((await submit(first())).statusCode).toBe(400)
      expect((await submit(second())).statusCode).toBe(429)
    })
  },
)
