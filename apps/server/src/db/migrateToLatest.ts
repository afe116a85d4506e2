import type { Kysely } from 'kysely'
import { type MigrationResult, Migrator } from 'kysely/migration'
import type { Database } from './Database.ts'
import { migrations } from './migrations/index.ts'

/**
 * Brings the database to the newest schema. Safe to run on every start and from several processes
 * at once: Kysely's migrator takes a lock table and skips migrations already applied.
 *
 * @example
 * const applied = await migrateToLatest(db)
 * // ['0001_vip_levels'] on a new database, [] afterwards
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((result: MigrationResult) => result.status === 'Error')
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`.trim(), {
      cause: error,
    })
  }
  return (results ?? []).map((result) => result.migrationName)
}
