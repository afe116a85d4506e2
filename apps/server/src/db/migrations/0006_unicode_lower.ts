import { type Kysely, PostgresAdapter, sql } from 'kysely'
import type { Migration } from 'kysely/migration'

/**
 * `unicode_lower(text)`: lower case in every script, for the console's case-insensitive searches
 * (src/content/containsText.ts), under one name on both databases.
 * - PostgreSQL's lower() follows the database's LC_CTYPE: under the C locale (a common choice, and
 *   the test cluster's) it changes only A-Z. Where PostgreSQL was built with ICU (Debian's, the
 *   official images), the function applies ICU's root locale whatever the database's; elsewhere it
 *   falls back to lower(), which is Unicode-aware under any UTF-8 locale.
 * - SQLite registers a JavaScript function of the same name on every connection
 *   (src/db/createDatabase.ts); nothing to store here.
 */
export const unicodeLower: Migration = {
  async up(db: Kysely<unknown>) {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return
    const icu = await sql<{
      found: number
    }>`select 1 as found from pg_collation where collname = 'und-x-icu'`.execute(db)
    const body = icu.rows.length > 0 ? sql.raw(`lower(value collate "und-x-icu")`) : sql.raw('lower(value)')
    await sql`create or replace function unicode_lower(value text) returns text language sql immutable parallel safe return ${body}`.execute(
      db,
    )
  },
  async down(db: Kysely<unknown>) {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return
    await sql`drop function if exists unicode_lower(text)`.execute(db)
  },
}
