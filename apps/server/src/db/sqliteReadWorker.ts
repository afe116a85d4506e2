/**
 * The worker thread of createDatabase's `readOffLoop` on SQLite (issue 76): it opens the database
 * file read-only and runs the reads it is sent, one at a time, so a read that scans many rows (a
 * console search of a common word, a count of 100,000 matches) takes this thread's time, never the
 * server's event loop. Messages in: `{id, sql, parameters}`; out: `{id, rows}` or
 * `{id, error: {message, code}}`. Plain JavaScript syntax inside TypeScript types only, so Node
 * runs this file as it is.
 */
import { parentPort, workerData } from 'node:worker_threads'
import SQLite from 'better-sqlite3'

type Request = { id: number; sql: string; parameters: unknown[] }

const { file, busyTimeoutMs } = workerData as { file: string; busyTimeoutMs: number }
const database = new SQLite(file, { readonly: true })
database.pragma(`busy_timeout = ${Number(busyTimeoutMs)}`)

/** Statements by text, reused: the console runs the same few shapes of search. */
const statements = new Map<string, SQLite.Statement<unknown[], unknown>>()
const maxStatements = 64

parentPort?.on('message', (request: Request) => {
  try {
    let statement = statements.get(request.sql)
    if (statement === undefined) {
      statement = database.prepare<unknown[], unknown>(request.sql)
      if (statements.size >= maxStatements) statements.clear()
      statements.set(request.sql, statement)
    }
    const rows = statement.reader ? statement.all(...request.parameters) : undefined
    if (rows === undefined) throw new TypeError('readOffLoop runs reads only')
    parentPort?.postMessage({ id: request.id, rows })
  } catch (error) {
    const { message, code } = error as { message?: string; code?: string }
    parentPort?.postMessage({ id: request.id, error: { message: String(message), code } })
  }
})
