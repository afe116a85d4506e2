import type { Kysely } from 'kysely'
import { type Migration, type MigrationResult, Migrator } from 'kysely/migration'
import type { Database } from './Database.ts'
import { migrations as productMigrations } from './migrations/index.ts'

export type MigrateToLatestOptions = {
  /**
   * The migrations to run, by name; default: the product's (./migrations/index.ts). A test passes
   * the product's with one `up` wrapped to stop inside it (test/migrationChild.ts).
   */
  migrations?: Record<string, Migration>
  /**
   * Called right before each pending migration runs (never for one already applied), with its
   * place in the whole list: a start that migrates can say what it is doing (main.ts prints it).
   */
  onMigration?: (migration: { name: string; number: number; total: number }) => void
}

/**
 * Brings the database to the newest schema. Safe to run on every start and from several processes
 * at once: Kysely's migrator takes its lock (PostgreSQL: an advisory lock; SQLite: the write lock,
 * taken when the transaction begins) and skips migrations already applied. Each migration commits
 * in one transaction with its kysely_migration row, so a start stopped anywhere (issue 72: `make
 * start` interrupted during the first migration) leaves every migration either applied and recorded
 * or not begun, and the next start goes on from there. A migration must therefore hold nothing that
 * cannot run in a transaction (PostgreSQL's CREATE INDEX CONCURRENTLY, SQLite's foreign_keys PRAGMA,
 * VACUUM): see ./migrations/index.ts.
 *
 * @example
 * const applied = await migrateToLatest(db, { onMigration: ({ name }) => console.log(name) })
 * // ['0001_vip_levels', ...] on a new database, [] afterwards
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  options: MigrateToLatestOptions = {},
): Promise<string[]> {
  const { migrations = productMigrations, onMigration } = options
  // Kysely runs them in the order of their names.
  const names = Object.keys(migrations).sort()
  const reported = Object.fromEntries(
    names.map((name, index) => {
      const migration = migrations[name]!
      const up: Migration['up'] = async (migrating) => {
        onMigration?.({ name, number: index + 1, total: names.length })
        await migration.up(migrating)
      }
      return [name, { ...migration, up }]
    }),
  )
  const migrator = new Migrator({ db, provider: { getMigrations: async () => reported } })
  const applied: string[] = []
  // One migration per call, each in a transaction of its own under the lock: Kysely's
  // migrateToLatest would put them all in one, and a start stopped in the last would lose the others.
  for (;;) {
    const { error, results = [] } = await migrator.migrateUp()
    if (error) {
      const failed = results.find((result: MigrationResult) => result.status === 'Error')
      throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`.trim(), {
        cause: error,
      })
    }
    if (results.length === 0) return applied
    applied.push(...results.map((result) => result.migrationName))
  }
}
