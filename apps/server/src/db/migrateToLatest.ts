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
 * at once: Kysely's migrator takes a lock table and skips migrations already applied.
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
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((result: MigrationResult) => result.status === 'Error')
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`.trim(), {
      cause: error,
    })
  }
  return (results ?? []).map((result) => result.migrationName)
}
