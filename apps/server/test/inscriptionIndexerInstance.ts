/**
 * One server instance for inscriptionLeadership.test.ts, run in its own process so the test can
 * kill it with SIGKILL: the app (its own PostgreSQL pool and lock connection) with the inscription
 * indexer started on the local chain of DEPLOYMENTS_FILE, listening on a free loopback port.
 *
 * It prints one JSON object a line on stdout: the server's log (info), `{ event: 'listening', url }`,
 * and, read from Kysely's query log, `{ event: 'batch', from, to }` when a batch's block records are
 * written (inside its transaction, before the commit). With PAUSE_AT_BATCH=n the instance halts in
 * the middle of its n-th batch, after writing its new position and before committing it, and
 * prints `{ event: 'paused', from, to }`: a leader the test kills there dies mid-batch.
 *
 * Environment: DATABASE_URL, DEPLOYMENTS_FILE, DATA_DIR, BATCH_SIZE, LEAD_RETRY_MS, PAUSE_AT_BATCH.
 */
import type { LogEvent } from 'kysely'
import { buildApp } from '../src/app.ts'
import { createDatabase } from '../src/db/createDatabase.ts'
import { listenOnFreePort } from './listenOnFreePort.ts'
import { testConfig } from './testConfig.ts'

const env = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set`)
  return value
}
const print = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`)

const pauseAt = process.env.PAUSE_AT_BATCH ? Number(process.env.PAUSE_AT_BATCH) : undefined
let batches = 0
let current: { from: number; to: number } | undefined
/** Kysely awaits its log function: a promise that never settles holds the statement's transaction open. */
async function watchWrites(event: LogEvent) {
  const text = event.query.sql
  if (text.startsWith('insert into "inscription_blocks"')) {
    // Rows of (chain_id, block_number, block_hash, undo): every fourth parameter from the second.
    const numbers = event.query.parameters.filter((_, index) => index % 4 === 1).map(Number)
    current = { from: Math.min(...numbers), to: Math.max(...numbers) }
    batches += 1
    print({ event: 'batch', ...current })
  } else if (text.startsWith('insert into "inscription_positions"') && batches === pauseAt) {
    print({ event: 'paused', ...current })
    await new Promise(() => undefined)
  }
}

const url = env('DATABASE_URL')
const database = createDatabase({ dialect: 'postgres', url }, { log: watchWrites })
const app = await buildApp({
  config: testConfig({
    database: { dialect: 'postgres', url },
    localDeployments: [env('DEPLOYMENTS_FILE')],
    dataDir: env('DATA_DIR'),
    logLevel: 'info',
  }),
  database,
  // Straight to stdout, unbuffered: a killed process loses no line it logged.
  logger: { stream: process.stdout },
  inscriptionPollIntervalMs: 50,
  inscriptionBatchSize: Number(env('BATCH_SIZE')),
  inscriptionLead: { retryMs: Number(env('LEAD_RETRY_MS')) },
})
app.inscriptionIndexer.start()
print({ event: 'listening', url: await listenOnFreePort(app) })
process.on('SIGTERM', () => {
  app.close().then(
    () => database.db.destroy().then(() => process.exit(0)),
    () => process.exit(1),
  )
})
