/**
 * A process that migrates a database through the product's path (createDatabase, migrateToLatest),
 * for interruptedMigrations.test.ts, which needs a start it can kill with SIGKILL and starts that
 * really run at once. Arguments: the database config as JSON, then the mode:
 * - `stop-inside <migration>`: migrates with the product's list, where that migration's `up` runs
 *   the real one, then prints `inside <migration>` and waits to be killed, its transaction open;
 * - `migrate-on-go`: opens the database, prints `ready`, migrates when a line arrives on stdin and
 *   prints the migrations it applied as JSON (`applied [...]`).
 * Either exits when its stdin closes (the test process gone), so none outlives a crashed run.
 */
import { createInterface } from 'node:readline'
import type { Migration } from 'kysely/migration'
import type { DatabaseConfig } from '../src/config.ts'
import { createDatabase } from '../src/db/createDatabase.ts'
import { migrateToLatest } from '../src/db/migrateToLatest.ts'
import { migrations } from '../src/db/migrations/index.ts'

const [configJson, mode, stopInside] = process.argv.slice(2)
const { db } = createDatabase(JSON.parse(configJson ?? '') as DatabaseConfig)
const lines = createInterface({ input: process.stdin })
lines.on('close', () => process.exit(2))

if (mode === 'stop-inside') {
  const target = migrations[stopInside ?? '']
  if (!target) throw new Error(`no migration ${stopInside}`)
  const stopping: Migration = {
    ...target,
    async up(migrating) {
      await target.up(migrating)
      process.stdout.write(`inside ${stopInside}\n`)
      // Never settles: the migration's statements ran, its record and commit never come.
      await new Promise(() => undefined)
    },
  }
  await migrateToLatest(db, { migrations: { ...migrations, [stopInside as string]: stopping } })
  throw new Error(`the migration ${stopInside} returned`)
} else if (mode === 'migrate-on-go') {
  process.stdout.write('ready\n')
  await new Promise((resolve) => lines.once('line', resolve))
  const applied = await migrateToLatest(db)
  process.stdout.write(`applied ${JSON.stringify(applied)}\n`)
  await db.destroy()
  process.exit(0)
} else {
  throw new Error(`unknown mode ${mode}`)
}
