import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, type LogConfig, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { DatabaseConfig } from '../config.ts'
import type { Database } from './Database.ts'

export type DatabaseHandle = {
  db: Kysely<Database>
  dialect: DatabaseConfig['dialect']
}

const int8TypeId = 20

/**
 * PostgreSQL `bigint` (int8) arrives as text from `pg` because it can exceed 2^53. Our bigint
 * columns (chain ids) and `count(*)` stay far below that, and SQLite hands back numbers, so parse
 * to number and refuse loudly rather than round silently.
 */
function parseInt8(text: string): number {
  const value = Number(text)
  if (!Number.isSafeInteger(value)) throw new RangeError(`bigint ${text} does not fit a JavaScript number`)
  return value
}

/**
 * Opens the configured database: SQLite (WAL journal, foreign keys on, the `unicode_lower` function
 * the searches use) or a PostgreSQL pool.
 * The caller owns the handle and closes it with `db.destroy()`. `onPoolError` receives errors of
 * idle PostgreSQL connections (default: console.error).
 *
 * @example
 * const { db, dialect } = createDatabase({ dialect: 'sqlite', file: '/tmp/tokenbox.db' })
 * await db.destroy()
 */
export function createDatabase(
  config: DatabaseConfig,
  options: {
    onPoolError?: (error: Error) => void
    /** Kysely's query log (tests count and inspect the statements a route runs). */
    log?: LogConfig
  } = {},
): DatabaseHandle {
  if (config.dialect === 'sqlite') {
    mkdirSync(dirname(config.file), { recursive: true })
    const sqlite = new SQLite(config.file)
    // WAL lets readers proceed while a write is in progress; NORMAL sync is safe under WAL.
    sqlite.pragma('journal_mode = WAL')
    sqlite.pragma('synchronous = NORMAL')
    // SQLite leaves foreign keys off per connection unless asked.
    sqlite.pragma('foreign_keys = ON')
    // Another process (a migration, an admin script) holding the write lock: wait instead of failing.
    sqlite.pragma('busy_timeout = 5000')
    // The searches' case folding (content/containsText.ts): SQLite's lower() and LIKE know only
    // A-Z, so `école` would not find `ÉCOLE`. PostgreSQL gets the same function from migration 0006.
    sqlite.function('unicode_lower', { deterministic: true }, (value: unknown) =>
      typeof value === 'string' ? value.toLowerCase() : value,
    )
    return {
      db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), log: options.log }),
      dialect: 'sqlite',
    }
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    // Without a timeout a request waits forever when the database is down; health should say so.
    connectionTimeoutMillis: 5000,
    types: {
      getTypeParser: ((id: number, format?: 'text' | 'binary') =>
        id === int8TypeId && format !== 'binary'
          ? parseInt8
          : pg.types.getTypeParser(id, format)) as typeof pg.types.getTypeParser,
    },
  })
  // An idle pooled connection that dies (PostgreSQL restarted, database dropped) emits 'error' on the
  // pool; unhandled, that would crash the process. The pool replaces the connection by itself.
  pool.on(
    'error',
    options.onPoolError ?? ((error) => console.error('PostgreSQL idle connection error:', error)),
  )
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: options.log }),
    dialect: 'postgres',
  }
}
