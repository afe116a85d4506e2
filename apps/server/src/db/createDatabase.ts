import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { Worker } from 'node:worker_threads'
import SQLite from 'better-sqlite3'
import { type CompiledQuery, Kysely, type LogConfig, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { DatabaseConfig } from '../config.ts'
import type { Database } from './Database.ts'
import { TransactionalSqliteDialect } from './TransactionalSqliteDialect.ts'

/**
 * Runs a prepared statement with its parameters (in the order the compiled query lists them) and
 * resolves its first row, undefined when there is none.
 */
export type PreparedStatement<Row> = (parameters: readonly unknown[]) => Promise<Row | undefined>

export type DatabaseHandle = {
  db: Kysely<Database>
  dialect: DatabaseConfig['dialect']
  /**
   * Prepares `query` (compiled by Kysely for this database, so the query builder still writes the
   * SQL) once, for a hot public read that must not pay the query builder on every request (issue 17:
   * a VIP lookup cost 294 µs through Kysely against 35 µs prepared). On SQLite the statement runs
   * on a read-only connection of its own, so it only ever sees committed rows, never those of a
   * transaction in progress on Kysely's connection; on PostgreSQL it is a named statement of the
   * pool, parsed and planned once per connection. `name` is unique per statement (PostgreSQL's
   * statement name). Prepared on first run, so it may be set up before the migrations ran. Reads
   * only: everything else goes through `db`.
   */
  prepare: <Row>(name: string, query: CompiledQuery<Row>) => PreparedStatement<Row>
  /**
   * SQLite only (one server instance owns the file): a number that changes whenever the database
   * may have changed, so a hot read may be kept in memory while it stays the same. Every statement
   * of this process that may write (a write, a commit or rollback) changes it before it runs; a
   * write by another process (the sqlite3 shell, a script) changes it within
   * {@link externalChangeCheckMs}, the time between two looks at SQLite's `data_version`. Undefined
   * on PostgreSQL: several server instances may share it, and none would see the others' writes.
   */
  changeMark?: () => number
  /**
   * PostgreSQL only: a new connection of its own, outside the pool, for what belongs to a session
   * rather than a statement: the advisory lock an instance holds while it leads a chain's
   * inscription indexer (inscriptions/createInscriptionLeadership.ts), released by PostgreSQL when
   * that connection closes, its process killed included. A pooled connection would carry the lock
   * back into the pool. `applicationName` shows in `pg_stat_activity`; the caller ends the client.
   */
  connectSession?: (applicationName: string) => Promise<pg.Client>
  /**
   * Runs a read that may have to look at many rows (a console search: the count of every match,
   * issue 76) where it cannot hold up the server's other requests, and resolves its rows. On
   * SQLite, whose driver is synchronous, that is a worker thread with a read-only connection of its
   * own (./sqliteReadWorker.ts; reads run there one at a time, and see committed rows only); an
   * in-memory database has no second connection and runs it on Kysely's. On PostgreSQL the database
   * does the work and the query goes through the pool. Kysely's query log (createDatabase's `log`)
   * sees these queries too. Reads only.
   */
  readOffLoop: <Row>(query: CompiledQuery<Row>) => Promise<Row[]>
}

/** Kysely's query log as a function, for the queries that do not go through Kysely (readOffLoop). */
function logQueryOf(log: LogConfig | undefined) {
  if (typeof log !== 'function') return undefined
  return (query: CompiledQuery, queryDurationMillis: number) => {
    void log({ level: 'query', query, queryDurationMillis })
  }
}

/** How often the SQLite handle's changeMark asks whether another process wrote (one PRAGMA, ~4 µs). */
export const externalChangeCheckMs = 250

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

/** How long a new SQLite file's switch to WAL is asked again while another process makes it. */
const walSwitchWaitMs = 5_000

/**
 * Puts a SQLite file in WAL mode (kept in the file: a second open finds it so). Two processes that
 * open one new file at once (two servers' first start) both ask; the switch needs the file to
 * itself, and SQLite answers the second SQLITE_BUSY at once instead of calling its busy handler
 * (seen in interruptedMigrations.test.ts on a loaded machine), so it is asked again for a while.
 */
function enableWriteAheadLog(sqlite: SQLite.Database): void {
  const deadline = Date.now() + walSwitchWaitMs
  const pause = new Int32Array(new SharedArrayBuffer(4))
  for (;;) {
    try {
      // 'memory' for an in-memory database, which has no log file to switch.
      const mode = sqlite.pragma('journal_mode = WAL', { simple: true })
      if (mode === 'wal' || mode === 'memory') return
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error
    }
    if (Date.now() > deadline) throw new Error(`SQLite: ${sqlite.name} could not be put in WAL mode (busy)`)
    // Synchronous like the rest of the open; a few milliseconds, only while another process switches.
    Atomics.wait(pause, 0, 0, 10)
  }
}

/** SQL texts whose prepared SQLite statements are kept for the next run of the same text. */
const keptStatements = 500

/**
 * Opens the configured database: SQLite (WAL journal, foreign keys on, the `unicode_lower` function
 * the searches use, DDL in transactions and transactions that take the write lock when they begin:
 * ./TransactionalSqliteDialect.ts) or a PostgreSQL pool.
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
    enableWriteAheadLog(sqlite)
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
    // The prepared reads' connection, opened on first use (the file exists by then: this one made it).
    // An in-memory database has no second connection: the reads share Kysely's.
    let reader: SQLite.Database | undefined
    let closed = false
    const readerOf = () => {
      // Closed with Kysely's connection: a closed database must not answer (health says unreachable).
      if (closed) throw new TypeError('The database connection is not open')
      if (reader === undefined) {
        reader = config.file === ':memory:' ? sqlite : new SQLite(config.file, { readonly: true })
        reader.pragma('busy_timeout = 5000')
      }
      return reader
    }
    // changeMark's counts: this process's statements that may write, and the writes of other
    // connections seen through the reader's data_version (changed by any other connection's commit).
    let localWrites = 0
    let externalChanges = 0
    let seenVersion: number | undefined
    let checkedAt = Number.NEGATIVE_INFINITY
    let dataVersion: SQLite.Statement<[], number> | undefined
    // The worker of readOffLoop, started on first use and ended with the database.
    let worker: Worker | undefined
    let nextReadId = 0
    const pendingReads = new Map<
      number,
      { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }
    >()
    const failPendingReads = (error: Error) => {
      for (const pending of pendingReads.values()) pending.reject(error)
      pendingReads.clear()
    }
    const workerOf = () => {
      if (closed) throw new TypeError('The database connection is not open')
      if (worker === undefined) {
        const started = new Worker(new URL('./sqliteReadWorker.ts', import.meta.url), {
          workerData: { file: config.file, busyTimeoutMs: 5000 },
        })
        // Idle, it must not keep the process alive (a test's, a script's).
        started.unref()
        started.on(
          'message',
          (answer: { id: number; rows?: unknown[]; error?: { message: string; code?: string } }) => {
            const pending = pendingReads.get(answer.id)
            if (pending === undefined) return
            pendingReads.delete(answer.id)
            if (pendingReads.size === 0) started.unref()
            if (answer.error) {
              pending.reject(Object.assign(new Error(answer.error.message), { code: answer.error.code }))
            } else {
              pending.resolve(answer.rows ?? [])
            }
          },
        )
        started.on('error', (error) => {
          failPendingReads(error)
          if (worker === started) worker = undefined
        })
        started.on('exit', () => {
          failPendingReads(new Error('SQLite read worker stopped'))
          if (worker === started) worker = undefined
        })
        worker = started
      }
      return worker
    }
    const closeReader = () => {
      closed = true
      if (reader !== undefined && reader !== sqlite) reader.close()
      reader = undefined
      dataVersion = undefined
      failPendingReads(new TypeError('The database connection is not open'))
      void worker?.terminate()
      worker = undefined
    }
    const logRead = logQueryOf(options.log)
    // Kysely asks for a statement each time it runs one: each SQL text is prepared once and kept
    // (the most recently used `keptStatements`), where SQLite parsed and planned it again on every
    // run. The inscription indexer's rounds on a 200,000-block chain spent 4.8 of its process's 57
    // busy CPU s in prepare (e2e/tests/realEndpoint.e2e.test.ts, profiled). A kept statement still
    // being iterated (a stream whose iterator was never ended) is busy: that run gets one of its own.
    const kept = new Map<string, SQLite.Statement>()
    const preparedFor = (text: string): SQLite.Statement => {
      const known = kept.get(text)
      if (known && !known.busy) {
        kept.delete(text)
        kept.set(text, known)
        return known
      }
      const statement = sqlite.prepare(text)
      if (!known) {
        kept.set(text, statement)
        if (kept.size > keptStatements) kept.delete(kept.keys().next().value!)
      }
      return statement
    }
    const kysely = new Kysely<Database>({
      dialect: new TransactionalSqliteDialect({
        // Kysely closes this on db.destroy(): the reader goes with it.
        database: {
          // Kysely prepares each statement right before running it, in the same tick: counting
          // here counts every statement that may change what a read sees (changeMark). A commit
          // or rollback is "readonly" to SQLite but not a reader; an INSERT ... RETURNING is a
          // reader but not readonly.
          prepare: (text) => {
            const statement = preparedFor(text)
            if (!statement.reader || !statement.readonly) localWrites += 1
            return statement
          },
          close: () => {
            closeReader()
            sqlite.close()
          },
        },
      }),
      log: options.log,
    })
    return {
      db: kysely,
      dialect: 'sqlite',
      readOffLoop: async <Row>(query: CompiledQuery<Row>) => {
        const start = performance.now()
        let rows: Row[]
        if (config.file === ':memory:') {
          rows = (await kysely.executeQuery(query)).rows
          return rows
        }
        const target = workerOf()
        const id = nextReadId++
        rows = await new Promise<Row[]>((resolve, reject) => {
          pendingReads.set(id, { resolve: resolve as (rows: unknown[]) => void, reject })
          // Busy, it keeps the process alive until the read answers.
          target.ref()
          target.postMessage({ id, sql: query.sql, parameters: query.parameters })
        })
        logRead?.(query, performance.now() - start)
        return rows
      },
      changeMark: () => {
        const now = performance.now()
        if (now - checkedAt >= externalChangeCheckMs) {
          checkedAt = now
          dataVersion ??= readerOf().prepare<[], number>('PRAGMA data_version').pluck()
          const version = dataVersion.get()
          if (version !== seenVersion) {
            seenVersion = version
            externalChanges += 1
          }
        }
        // Both only grow, so the sum changes whenever either does.
        return localWrites + externalChanges
      },
      prepare: <Row>(_name: string, query: CompiledQuery<Row>) => {
        let statement: SQLite.Statement<unknown[], Row> | undefined
        return (parameters) => {
          try {
            statement ??= readerOf().prepare<unknown[], Row>(query.sql)
            return Promise.resolve(statement.get(...parameters))
          } catch (error) {
            return Promise.reject(error)
          }
        }
      },
    }
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    // No request takes more than one core of PostgreSQL (issue 76, fairness): a console search that
    // counts every row was planned as a parallel scan with two workers, three processes for one
    // request, which on a small machine took the cores the public lookups needed. One process per
    // query keeps the server's heavy reads to the share the search gate and export slots allow.
    options: '-c max_parallel_workers_per_gather=0',
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
  const onPoolError =
    options.onPoolError ?? ((error: Error) => console.error('PostgreSQL connection error:', error))
  pool.on('error', onPoolError)
  // A connection in use that dies (its backend terminated mid-query, PostgreSQL stopped) emits
  // 'error' on the client after its query has failed; the pool listens only while the client is
  // idle, so without this listener that second event would crash the process.
  pool.on('connect', (client) => client.on('error', onPoolError))
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: options.log })
  return {
    db: kysely,
    dialect: 'postgres',
    readOffLoop: async <Row>(query: CompiledQuery<Row>) => (await kysely.executeQuery(query)).rows,
    connectSession: async (applicationName) => {
      const client = new pg.Client({
        connectionString: config.url,
        application_name: applicationName,
        connectionTimeoutMillis: 5000,
        // The client notices a vanished server (its machine gone, the network cut) by itself.
        keepAlive: true,
        keepAliveInitialDelayMillis: 5000,
      })
      await client.connect()
      return client
    },
    prepare:
      <Row>(name: string, query: CompiledQuery<Row>) =>
      async (parameters: readonly unknown[]) => {
        const result = await pool.query<Row & pg.QueryResultRow>({
          name,
          text: query.sql,
          values: [...parameters],
        })
        return result.rows[0]
      },
  }
}
