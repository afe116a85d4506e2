import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, inject } from 'vitest'
import type { DatabaseConfig } from '../src/config.ts'
import { createDatabase, type DatabaseHandle } from '../src/db/createDatabase.ts'
import type { Database } from '../src/db/Database.ts'
import { migrateToLatest } from '../src/db/migrateToLatest.ts'

export type TestDatabase = {
  config: DatabaseConfig
  /** Removes the database (SQLite file, PostgreSQL database). */
  drop: () => Promise<void>
}

export type TestDialect = {
  name: DatabaseConfig['dialect']
  /** Why this dialect cannot be tested here; null when it can. */
  unavailable: string | null
  /** A fresh, empty database of this dialect, private to the calling suite. */
  create: () => Promise<TestDatabase>
}

/**
 * The dialects every database-backed suite runs on. Each suite gets its own empty database (a temp
 * SQLite file, or a new PostgreSQL database in the shared test cluster) so test files running in
 * parallel never see each other's rows.
 *
 * @example
 * for (const dialect of testDialects()) describe.skipIf(dialect.unavailable)(dialect.name, () => {})
 */
export function testDialects(): TestDialect[] {
  const postgresUrl = inject('postgresUrl')
  return [
    {
      name: 'sqlite',
      unavailable: null,
      create: async () => {
        const dir = mkdtempSync(join(tmpdir(), 'tokenbox-sqlite-'))
        return {
          config: { dialect: 'sqlite', file: join(dir, 'tokenbox.db') },
          drop: async () => rmSync(dir, { recursive: true, force: true }),
        }
      },
    },
    {
      name: 'postgres',
      unavailable: postgresUrl ? null : (inject('postgresUnavailable') ?? 'PostgreSQL unavailable'),
      create: async () => {
        if (!postgresUrl) throw new Error('PostgreSQL unavailable')
        const name = `tokenbox_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`
        const admin = new pg.Client({ connectionString: postgresUrl })
        await admin.connect()
        try {
          await admin.query(`CREATE DATABASE ${name}`)
        } finally {
          await admin.end()
        }
        const url = new URL(postgresUrl)
        url.pathname = `/${name}`
        return {
          config: { dialect: 'postgres', url: url.toString() },
          drop: async () => {
            const client = new pg.Client({ connectionString: postgresUrl })
            await client.connect()
            try {
              // FORCE (PostgreSQL 13+) ends connections a failed test may have left open.
              await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
            } finally {
              await client.end()
            }
          },
        }
      },
    },
  ]
}

/** The suite's database from {@link useMigratedDatabase}; read it inside hooks and tests only. */
export type SuiteDatabase = {
  readonly handle: DatabaseHandle
  /** `handle.db`. */
  readonly db: Kysely<Database>
  /** What the app's config names (`testConfig({ database: database.config })`). */
  readonly config: DatabaseConfig
}

/**
 * A fresh database of `dialect` for the calling suite, migrated before its tests (and before the
 * suite's own beforeAll hooks registered after this call), closed and dropped after them (after
 * the suite's own afterAll hooks: an app built on it closes first).
 *
 * @example
 * for (const dialect of testDialects()) describe.skipIf(dialect.unavailable !== null)(dialect.name, () => {
 *   const database = useMigratedDatabase(dialect)
 *   it('starts empty', async () => expect(await database.db.selectFrom('vip_levels').selectAll().execute()).toEqual([]))
 * })
 */
export function useMigratedDatabase(
  dialect: TestDialect,
  options?: Parameters<typeof createDatabase>[1],
): SuiteDatabase {
  let testDatabase: TestDatabase | undefined
  let handle: DatabaseHandle | undefined
  beforeAll(async () => {
    testDatabase = await dialect.create()
    handle = createDatabase(testDatabase.config, options)
    await migrateToLatest(handle.db)
  })
  afterAll(async () => {
    await handle?.db.destroy()
    await testDatabase?.drop()
  })
  const ready = () => {
    if (!handle || !testDatabase) throw new Error('the suite database exists only inside hooks and tests')
    return { handle, testDatabase }
  }
  return {
    get handle() {
      return ready().handle
    },
    get db() {
      return ready().handle.db
    },
    get config() {
      return ready().testDatabase.config
    },
  }
}
