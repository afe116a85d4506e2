import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildApp, serverVersion } from '../src/app.ts'
import { createDatabase } from '../src/db/createDatabase.ts'
import { migrateToLatest } from '../src/db/migrateToLatest.ts'
import { migrations } from '../src/db/migrations/index.ts'
import { setVipLevel } from '../src/vip/setVipLevel.ts'
import { expectFailureEnvelope } from './expectEnvelope.ts'
import { postRawJson } from './postRawJson.ts'
import { testConfig } from './testConfig.ts'
import { testDialects } from './testDatabases.ts'
import { useAppOnMigratedDatabase } from './useAppOnMigratedDatabase.ts'

// Vitalik's address: a real checksummed address, handy for checksum tests.
const checksummed = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const lowercase = checksummed.toLowerCase()
const other = '0x000000000000000000000000000000000000dEaD'
const day = 24 * 60 * 60 * 1000

for (const dialect of testDialects()) {
  if (dialect.unavailable) console.warn(`SKIPPING the ${dialect.name} API suite: ${dialect.unavailable}`)

  describe.skipIf(dialect.unavailable !== null)(`API on ${dialect.name}`, () => {
    const server = useAppOnMigratedDatabase(dialect)
    const { database } = server

    beforeAll(async () => {
      await setVipLevel(database.db, { address: checksummed, chainId: 56, level: 3 })
      await setVipLevel(database.db, { address: checksummed, chainId: 1, level: 1 })
      await setVipLevel(database.db, {
        address: checksummed,
        chainId: 137,
        level: 5,
        expiresAt: new Date(Date.now() - day),
      })
      await setVipLevel(database.db, {
        address: checksummed,
        chainId: 10,
        level: 2,
        expiresAt: new Date(Date.now() + day),
      })
      // A chain id beyond 32 bits: stored as bigint, read back as a number on both dialects.
      await setVipLevel(database.db, { address: other, chainId: 11297108109, level: 4 })
    })

    const vipInfo = async (query: string) => {
      const reply = await server.app.inject({ method: 'GET', url: `/api/v1/web/vip/info?${query}` })
      return { statusCode: reply.statusCode, body: reply.json() as unknown }
    }

    describe('migrations', () => {
      it('created every table and recorded every migration', async () => {
        const tables = (await database.db.introspection.getTables()).map((table) => table.name)
        expect(tables).toEqual(expect.arrayContaining(['vip_levels', 'admin_users', 'admin_tokens']))
        const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
          database.db,
        )
        expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations))
      })

      it('running them again applies nothing', async () => {
        expect(await migrateToLatest(database.db)).toEqual([])
      })

      it('keeps one level per address and chain (upsert replaces it)', async () => {
        await setVipLevel(database.db, { address: other, chainId: 250, level: 1 })
        await setVipLevel(database.db, { address: other.toLowerCase(), chainId: 250, level: 2 })
        const rows = await database.db
          .selectFrom('vip_levels')
          .selectAll()
          .where('address', '=', other.toLowerCase())
          .where('chain_id', '=', 250)
          .execute()
        expect(rows).toHaveLength(1)
        expect(rows[0]?.level).toBe(2)
        expect(rows[0]?.address).toBe(other.toLowerCase())
      })

      it('refuses a second row for the same address and chain at the database level', async () => {
        const now = new Date().toISOString()
        const row = {
          address: lowercase,
          chain_id: 56,
          level: 9,
          expires_at: null,
          created_at: now,
          updated_at: now,
        }
        await expect(database.db.insertInto('vip_levels').values(row).execute()).rejects.toThrow()
      })

      // Only SQLite has these pragmas; declared conditionally so PostgreSQL does not report a skip.
      if (dialect.name === 'sqlite') {
        it('opens SQLite in WAL mode with foreign keys on', async () => {
          const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.db)
          expect(journal.rows[0]?.journal_mode).toBe('wal')
          const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(database.db)
          expect(foreignKeys.rows[0]?.foreign_keys).toBe(1)
        })
      }
    })

    describe('GET /api/health', () => {
      it('reports the database reachable, the version and the dialect', async () => {
        const reply = await server.app.inject({ method: 'GET', url: '/api/health' })
        expect(reply.statusCode).toBe(200)
        expect(reply.json()).toEqual({
          status: '1',
          message: 'OK',
          data: { database: 'ok', dialect: dialect.name, version: serverVersion },
        })
        expect(reply.headers['cache-control']).toBe('no-store')
      })

      it('answers 503 when the database is gone', async () => {
        const broken = createDatabase(database.config)
        const brokenApp = await buildApp({
          config: testConfig({ database: database.config }),
          database: broken,
          logger: false,
        })
        // Kysely opens lazily and a never-used handle ignores destroy(): use it once, then close it.
        await sql`select 1`.execute(broken.db)
        await broken.db.destroy()
        try {
          const reply = await brokenApp.inject({ method: 'GET', url: '/api/health' })
          expectFailureEnvelope(reply, 503, 'database unreachable', {
            data: { database: 'unreachable', dialect: dialect.name },
          })
        } finally {
          await brokenApp.close()
        }
      })
    })

    describe('VIP lookup', () => {
      it('GET returns the level of a checksummed address', async () => {
        expect(await vipInfo(`address=${checksummed}&chain=56`)).toEqual({
          statusCode: 200,
          body: { status: '1', message: 'OK', data: { vip: 3, address: lowercase, chain: 56 } },
        })
      })

      it('matches addresses case-insensitively and scopes levels per chain', async () => {
        expect((await vipInfo(`address=${lowercase}&chain=56`)).body).toMatchObject({ data: { vip: 3 } })
        expect((await vipInfo(`address=${lowercase}&chain=1`)).body).toMatchObject({ data: { vip: 1 } })
      })

      it('answers 0 for an address without a level', async () => {
        expect(await vipInfo(`address=${other}&chain=56`)).toEqual({
          statusCode: 200,
          body: { status: '1', message: 'OK', data: { vip: 0, address: other.toLowerCase(), chain: 56 } },
        })
        expect((await vipInfo(`address=${checksummed}&chain=8453`)).body).toMatchObject({ data: { vip: 0 } })
      })

      it('counts an expired level as 0 and a level expiring later as itself', async () => {
        expect((await vipInfo(`address=${checksummed}&chain=137`)).body).toMatchObject({ data: { vip: 0 } })
        expect((await vipInfo(`address=${checksummed}&chain=10`)).body).toMatchObject({ data: { vip: 2 } })
      })

      it('handles chain ids beyond 32 bits', async () => {
        expect((await vipInfo(`address=${other}&chain=11297108109`)).body).toMatchObject({
          data: { vip: 4, chain: 11297108109 },
        })
      })

      it('POST takes a form-encoded body (the web app POST helper)', async () => {
        const reply = await server.app.inject({
          method: 'POST',
          url: '/api/v1/web/vip/info',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ address: checksummed, chain: '56' }).toString(),
        })
        expect(reply.statusCode).toBe(200)
        expect(reply.json()).toEqual({
          status: '1',
          message: 'OK',
          data: { vip: 3, address: lowercase, chain: 56 },
        })
      })

      it('POST takes JSON, with the chain as a number or text', async () => {
        for (const chain of [10, '10']) {
          const reply = await server.app.inject({
            method: 'POST',
            url: '/api/v1/web/vip/info',
            payload: { address: lowercase, chain },
          })
          expect(reply.statusCode).toBe(200)
          expect(reply.json()).toMatchObject({ status: '1', data: { vip: 2, chain: 10 } })
        }
      })

      it.each([
        ['a short address', 'address=0x1234&chain=56'],
        ['a non-hex address', `address=0x${'g'.repeat(40)}&chain=56`],
        ['an address without 0x', `address=${lowercase.slice(2)}&chain=56`],
        [
          'a mixed-case address with a wrong checksum',
          `address=${checksummed.replace('d8dA', 'D8dA')}&chain=56`,
        ],
        ['a too long address', `address=${lowercase}00&chain=56`],
        ['an empty address', 'address=&chain=56'],
        ['a missing address', 'chain=56'],
        ['no parameters at all', ''],
        ['a bad address and a bad chain (address is named first)', 'address=nope&chain=nope'],
      ])('refuses %s with 400 "invalid address"', async (_case, query) => {
        expect(await vipInfo(query)).toEqual({
          statusCode: 400,
          body: { status: '0', message: 'invalid address', data: null },
        })
      })

      it.each([
        ['chain 0', '0'],
        ['a negative chain', '-1'],
        ['a fractional chain', '1.5'],
        ['a hex chain', '0x38'],
        ['a chain with a leading zero', '056'],
        ['a chain beyond 2^53', '9007199254740993'],
        ['a non-numeric chain', 'bsc'],
        ['an empty chain', ''],
      ])('refuses %s with 400 "invalid chain"', async (_case, chain) => {
        expect(await vipInfo(`address=${checksummed}&chain=${encodeURIComponent(chain)}`)).toEqual({
          statusCode: 400,
          body: { status: '0', message: 'invalid chain', data: null },
        })
      })

      it('refuses a missing chain with 400 "invalid chain"', async () => {
        expect(await vipInfo(`address=${checksummed}`)).toEqual({
          statusCode: 400,
          body: { status: '0', message: 'invalid chain', data: null },
        })
      })

      it('refuses bad form and JSON bodies with the same 400 envelope', async () => {
        const form = await server.app.inject({
          method: 'POST',
          url: '/api/v1/web/vip/info',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `address=${checksummed}&chain=abc`,
        })
        expect(form.statusCode).toBe(400)
        expect(form.json()).toEqual({ status: '0', message: 'invalid chain', data: null })

        const json = await server.app.inject({
          method: 'POST',
          url: '/api/v1/web/vip/info',
          payload: { chain: 56 },
        })
        expect(json.statusCode).toBe(400)
        expect(json.json()).toEqual({ status: '0', message: 'invalid address', data: null })

        const boolean = await server.app.inject({
          method: 'POST',
          url: '/api/v1/web/vip/info',
          payload: { address: checksummed, chain: true },
        })
        expect(boolean.json()).toEqual({ status: '0', message: 'invalid chain', data: null })

        const empty = await server.app.inject({ method: 'POST', url: '/api/v1/web/vip/info' })
        expect(empty.statusCode).toBe(400)
        expect(empty.json()).toEqual({ status: '0', message: 'invalid address', data: null })
      })

      it('answers malformed JSON with a 400 envelope', async () => {
        const reply = await postRawJson(server.app, '/api/v1/web/vip/info', '{"address": ')
        expect(reply.statusCode).toBe(400)
        expect(reply.json()).toMatchObject({ status: '0', data: null })
      })
    })

    describe('unknown API paths', () => {
      it.each([
        ['GET', '/api/nope'],
        ['GET', '/api/v1/web/unknown/thing?x=1'],
        ['POST', '/api/v1/web/nope'],
        ['DELETE', '/api/v1/web/vip/info'],
        ['GET', '/api'],
        ['GET', '/api/'],
      ] as const)('%s %s is a 404 envelope, not the web app', async (method, url) => {
        const reply = await server.app.inject({ method, url })
        expect(reply.statusCode).toBe(404)
        expect(reply.headers['content-type']).toMatch(/^application\/json/)
        expect(reply.json()).toEqual({ status: '0', message: 'not found', data: null })
      })
    })
  })
}
