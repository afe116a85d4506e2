import type { Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'

/**
 * Rate limit windows kept in the database (src/limits/createDatabaseRateLimiter.ts), so every
 * server instance on one PostgreSQL counts sign-in failures and explorer requests against the same
 * limits (issue 17). One row per limiter and key (a client, a username): when its window started
 * (ms since the epoch) and how many requests it counted. Created on SQLite too, where the server
 * counts in memory instead, so both dialects keep one schema.
 */
export const rateLimitWindows: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_limit_windows')
      .addColumn('name', 'varchar(64)', (column) => column.notNull())
      // A client key (an IPv4 address, an IPv6 /64) or a username (up to 256 characters): text.
      .addColumn('key', 'text', (column) => column.notNull())
      .addColumn('started_at', 'bigint', (column) => column.notNull())
      .addColumn('count', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('rate_limit_windows_pkey', ['name', 'key'])
      .execute()
    // Ended windows are deleted per limiter by start time.
    await db.schema
      .createIndex('rate_limit_windows_name_started_at_index')
      .on('rate_limit_windows')
      .columns(['name', 'started_at'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('rate_limit_windows').execute()
  },
}
