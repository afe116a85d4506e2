import type { Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import { createIndex } from './createIndex.ts'
import { createTable } from './createTable.ts'

/**
 * Rate limit windows kept in the database (src/limits/createDatabaseRateLimiter.ts), so every
 * server instance on one PostgreSQL counts sign-in failures and explorer requests against the same
 * limits (issue 17). One row per limiter and key (a client, a username): when its window started
 * (ms since the epoch) and how many requests it counted. Created on SQLite too, where the server
 * counts in memory instead, so both dialects keep one schema.
 */
export const rateLimitWindows: Migration = {
  async up(db: Kysely<unknown>) {
    await createTable(db, 'rate_limit_windows', {
      name: 'varchar(64)',
      // A client key (an IPv4 address, an IPv6 /64) or a username (up to 256 characters): text.
      key: 'text',
      started_at: 'bigint',
      count: 'integer',
    })
      .addPrimaryKeyConstraint('rate_limit_windows_pkey', ['name', 'key'])
      .execute()
    // Ended windows are deleted per limiter by start time.
    await createIndex(db, 'rate_limit_windows_name_started_at_index', 'rate_limit_windows', [
      'name',
      'started_at',
    ])
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('rate_limit_windows').execute()
  },
}
