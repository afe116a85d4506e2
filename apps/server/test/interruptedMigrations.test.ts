import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import { type Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseConfig } from '../src/config.ts'
import { createDatabase, type DatabaseHandle } from '../src/db/createDatabase.ts'
import type { Database } from '../src/db/Database.ts'
import { migrateToLatest } from '../src/db/migrateToLatest.ts'
import { migrations } from '../src/db/migrations/index.ts'
import { type TestDatabase, testDialects } from './testDatabases.ts'

const childFile = join(import.meta.dirname, 'migrationChild.ts')
const names = Object.keys(migrations).sort()

type Child = { process: ChildProcess; output: () => string; exited: Promise<number | null> }

/** Runs test/migrationChild.ts on `config` in its own process, as a start of the server would migrate. */
function startChild(config: DatabaseConfig, ...mode: string[]): Child {
  let output = ''
  // process.execPath: the Node running vitest (>= 22), with native TypeScript type stripping.
  const child = spawn(process.execPath, [childFile, JSON.stringify(config), ...mode], {
    env: { PATH: process.env.PATH },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { process: child, output: () => output, exited }
}

/** Resolves when the child has printed `line`; fails as soon as it ends without printing it. */
function printed(child: Child, line: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!child.output().split('\n').includes(line)) return false
      child.process.stdout?.off('data', check)
      resolve()
      return true
    }
    // Registered after startChild's listener: `output()` already holds the chunk.
    child.process.stdout?.on('data', check)
    // 'close': after the last of its output arrived.
    child.process.once('close', (code, signal) => {
      if (!check())
        reject(new Error(`the child ended (${code ?? signal}) before "${line}":\n${child.output()}`))
    })
    check()
  })
}

/**
 * What the migrations made, in a fixed order: every table with its columns (name, type,
 * nullability), and every index and function by name (SQLite: everything its schema table lists).
 */
async function schemaOf({ db, dialect }: DatabaseHandle) {
  const tables = (await db.introspection.getTables()).map((table) => ({
    name: table.name,
    columns: table.columns
      .map((column) => `${column.name} ${column.dataType}${column.isNullable ? '' : ' not null'}`)
      .sort(),
  }))
  const objects = await (dialect === 'sqlite'
    ? sql<{ name: string }>`select type || ' ' || name as name from sqlite_master order by 1`
    : sql<{ name: string }>`
        select 'index ' || indexname as name from pg_indexes where schemaname = current_schema()
        union all
        select 'function ' || proname from pg_proc where pronamespace = current_schema()::regnamespace
        order by 1`
  ).execute(db)
  return {
    tables: tables.sort((a, b) => a.name.localeCompare(b.name)),
    objects: objects.rows.map((row) => row.name),
  }
}

/** The migrations the database recorded, by name. */
async function recordedMigrations(db: Kysely<Database>) {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)
  return rows.map((row) => row.name)
}

/**
 * Issue 72: a server stopped during its first migration (`make start` interrupted) left a table
 * created and its migration unrecorded, and every later start failed with `table
 * "rate_limit_windows" already exists`. Each migration must commit together with its record: a
 * start SIGKILLed inside any migration, after its statements and before its commit, leaves the
 * database so that the next start migrates it to the latest schema.
 */
for (const dialect of testDialects())
  describe.skipIf(dialect.unavailable !== null)(dialect.name, { timeout: 120_000 }, () => {
    const databases: TestDatabase[] = []
    const children: Child[] = []
    let latest: Awaited<ReturnType<typeof schemaOf>>

    const freshDatabase = async () => {
      const database = await dialect.create()
      databases.push(database)
      return database
    }
    /** Runs `check` on a new handle of `config`, closed afterwards. */
    const withDatabase = async <T>(config: DatabaseConfig, check: (handle: DatabaseHandle) => Promise<T>) => {
      const handle = createDatabase(config)
      try {
        return await check(handle)
      } finally {
        await handle.db.destroy()
      }
    }

    beforeAll(async () => {
      // The schema of a database migrated in one go, without interruption.
      const { config } = await freshDatabase()
      latest = await withDatabase(config, async (handle) => {
        expect(await migrateToLatest(handle.db)).toEqual(names)
        return await schemaOf(handle)
      })
    })

    afterAll(async () => {
      for (const child of children) if (child.process.exitCode === null) child.process.kill('SIGKILL')
      await Promise.all(children.map((child) => child.exited))
      for (const database of databases) await database.drop()
    })

    it.each(names.map((name, index) => [name, index] as const))(
      'a start killed inside %s: the next one migrates to the latest schema',
      async (name, index) => {
        const { config } = await freshDatabase()
        const child = startChild(config, 'stop-inside', name)
        children.push(child)
        await printed(child, `inside ${name}`)
        child.process.kill('SIGKILL')
        await child.exited

        await withDatabase(config, async (handle) => {
          const { db } = handle
          // The migrations before it stayed; it ran again, whole, and the ones after it.
          expect(await recordedMigrations(db)).toEqual(names.slice(0, index))
          expect(await migrateToLatest(db)).toEqual(names.slice(index))
          expect(await recordedMigrations(db)).toEqual(names)
          expect(await schemaOf(handle)).toEqual(latest)
          expect(await migrateToLatest(db)).toEqual([])
        })
      },
    )

    it('two starts migrating one new database at once: each migration runs once, both start', async () => {
      const { config } = await freshDatabase()
      const pair = [startChild(config, 'migrate-on-go'), startChild(config, 'migrate-on-go')]
      children.push(...pair)
      // Both loaded and their database open before either migrates, so the two runs overlap.
      for (const child of pair) await printed(child, 'ready')
      for (const child of pair) child.process.stdin?.write('go\n')
      const exits = await Promise.all(pair.map((child) => child.exited))
      expect(exits, pair.map((child) => child.output()).join('\n---\n')).toEqual([0, 0])
      const applied = pair.map(
        (child) => JSON.parse(/^applied (.*)$/m.exec(child.output())?.[1] ?? 'null') as string[],
      )
      expect([...applied[0]!, ...applied[1]!].sort()).toEqual(names)
      await withDatabase(config, async (handle) => {
        const { db } = handle
        expect(await recordedMigrations(db)).toEqual(names)
        expect(await schemaOf(handle)).toEqual(latest)
      })
    })
  })
