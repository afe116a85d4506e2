import { type Expression, type Kysely, type RawBuilder, SqliteAdapter, sql } from 'kysely'
import type { Database } from '../db/Database.ts'
import {
  type TextSearchTable,
  textSearchTableOf,
  textSearchTargets,
} from '../db/migrations/0012_text_search.ts'

/**
 * Escapes `%`, `_` and the escape character itself for a LIKE pattern, so a search for `50%` means
 * those three characters. Used with `escape '\'`, which SQLite and PostgreSQL both understand.
 */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

/** Text as one FTS5 phrase: between double quotes, a double quote doubled; nothing else is special. */
function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`
}

/**
 * A condition on `table`'s rows: one of its searched columns (db/migrations/0012_text_search.ts:
 * feedback's description, email and contact; an article's title; an operator's username and name)
 * contains `text`, ignoring case in every script (`école` finds `ÉCOLE`, `привет` finds `ПРИВЕТ`,
 * `按钮` finds itself). Both sides are folded to lower case the same way (JavaScript's toLowerCase
 * on SQLite; `unicode_lower`, migration 0006, on PostgreSQL) and compared as plain substrings:
 * `%`, `_` and quotes mean themselves.
 *
 * Answered from an index made for it, never by folding every row at search time (issue 76):
 * - SQLite: the table's FTS5 trigram mirror of lower-cased text. Text of three characters or more
 *   is one phrase of trigrams, which the index answers; shorter text (no trigram to look up) is
 *   compared by instr() on the mirror's lower-cased copy: a scan, but in C, with no JavaScript
 *   function called per row on the event loop.
 * - PostgreSQL: `unicode_lower(column) LIKE '%text%'` per column, served by the columns' GIN
 *   trigram indexes (pg_trgm) and checked again on each candidate row.
 *
 * @example
 * db.selectFrom('feedback').selectAll().where(containsText(db, 'feedback', 'école'))
 */
export function containsText(
  db: Kysely<Database>,
  table: TextSearchTable,
  text: string,
  /**
   * The ids the caller's query is limited to anyway (an export's page of ids): on SQLite the index
   * is then read for those ids only, not for the whole table on each page.
   */
  ids?: { low: number; high: number } | undefined,
): RawBuilder<boolean> {
  const needle = text.toLowerCase()
  const { key, columns } = textSearchTargets[table]
  const keyRef = sql.ref(`${table}.${key}`)
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    const pattern = likeContains(needle)
    return sql<boolean>`(${sql.join(
      columns.map(
        (column) => sql`unicode_lower(${sql.ref(`${table}.${column}`)}) like ${pattern} escape '\\'`,
      ),
      sql` or `,
    )})`
  }
  const search = sql.table(textSearchTableOf(table))
  // admin_users' key is text, kept in an unindexed column; the others are the FTS row id.
  const mirrorKey: Expression<unknown> = table === 'admin_users' ? sql.ref(key) : sql.raw('rowid')
  const range = ids && table !== 'admin_users' ? sql` and rowid between ${ids.low} and ${ids.high}` : sql``
  if ([...needle].length >= 3) {
    return sql<boolean>`${keyRef} in (select ${mirrorKey} from ${search} where ${search} match ${ftsPhrase(needle)}${range})`
  }
  return sql<boolean>`${keyRef} in (select ${mirrorKey} from ${search} where (${sql.join(
    columns.map((column) => sql`instr(${sql.ref(column)}, ${needle}) > 0`),
    sql` or `,
  )})${range})`
}
