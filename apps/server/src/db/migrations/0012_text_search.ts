import { type Kysely, PostgresAdapter, sql } from 'kysely'
import type { Migration } from 'kysely/migration'

/**
 * What the console searches as text (issue 76 point 1): each table, the column that identifies a
 * row, and the columns a search looks in. Exported for src/content/containsText.ts, which queries
 * the indexes made here.
 */
export const textSearchTargets = {
  feedback: { key: 'id', columns: ['description', 'email', 'contact'] },
  articles: { key: 'id', columns: ['title'] },
  admin_users: { key: 'id', columns: ['username', 'name'] },
} as const

export type TextSearchTable = keyof typeof textSearchTargets

/** The SQLite FTS5 table that mirrors `table`'s searched columns, lower-cased. */
export function textSearchTableOf(table: TextSearchTable): string {
  return `${table}_search`
}

/** The PostgreSQL trigram index of one searched column. */
export function trigramIndexOf(table: TextSearchTable, column: string): string {
  return `${table}_${column}_trigram_index`
}

/**
 * Indexes made for the console's case-insensitive substring searches, so that a search never folds
 * every row of a table (before: `unicode_lower(column) LIKE '%text%'` on every row, on SQLite a
 * JavaScript function the synchronous driver called per row on the event loop: 0.7-1.4 s per search
 * of 100,000 feedback rows, the whole server stalled meanwhile).
 *
 * - SQLite: an FTS5 table per searched table (`<table>_search`) with the trigram tokenizer, case
 *   sensitive, holding the searched columns already lower-cased by `unicode_lower` (JavaScript's
 *   toLowerCase, as before): a search for text of three characters or more is a phrase of trigrams
 *   answered from the index, exactly "contains" on the lower-cased text; shorter text is compared
 *   with instr() on the stored lower-cased copy, in C, never a JavaScript call per row. Triggers keep
 *   the copy in step with every insert, update and delete; rows already there are copied now. A
 *   write therefore needs `unicode_lower`, registered on every connection the server opens
 *   (src/db/createDatabase.ts): another program that writes these tables must register it too.
 * - PostgreSQL: a GIN trigram index (pg_trgm) on `unicode_lower(column)` for each searched column;
 *   the searches keep their `unicode_lower(column) LIKE '%text%'` and the planner answers them from
 *   the indexes (the index is lossy: every candidate is checked again, so results are unchanged).
 *   pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it. Where it is
 *   not installed or may not be created, no index is made and searches stay correct but slow.
 */
export const textSearch: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      const usable = await sql<{ usable: boolean }>`
        select exists (select 1 from pg_extension where extname = 'pg_trgm')
          or (exists (select 1 from pg_available_extensions where name = 'pg_trgm')
              and has_database_privilege(current_database(), 'CREATE')) as usable`.execute(db)
      if (!usable.rows[0]?.usable) return
      await sql`create extension if not exists pg_trgm`.execute(db)
      for (const [table, { columns }] of Object.entries(textSearchTargets) as [
        TextSearchTable,
        (typeof textSearchTargets)[TextSearchTable],
      ][]) {
        for (const column of columns) {
          await sql`create index ${sql.id(trigramIndexOf(table, column))} on ${sql.table(table)} using gin (unicode_lower(${sql.ref(column)}) gin_trgm_ops)`.execute(
            db,
          )
        }
      }
      return
    }
    for (const [table, { key, columns }] of Object.entries(textSearchTargets) as [
      TextSearchTable,
      (typeof textSearchTargets)[TextSearchTable],
    ][]) {
      const search = sql.table(textSearchTableOf(table))
      const list = sql.join(columns.map((column) => sql.ref(column)))
      const lowered = (row: 'new' | '') =>
        sql.join(
          columns.map((column) => sql`unicode_lower(${sql.raw(row ? `${row}.` : '')}${sql.ref(column)})`),
        )
      // An integer key is the FTS row id; a text key (admin_users) is kept in an unindexed column.
      const integerKey = table !== 'admin_users'
      if (integerKey) {
        await sql`create virtual table ${search} using fts5(${list}, tokenize = 'trigram case_sensitive 1')`.execute(
          db,
        )
        await sql`insert into ${search} (rowid, ${list}) select ${sql.ref(key)}, ${lowered('')} from ${sql.table(table)}`.execute(
          db,
        )
      } else {
        await sql`create virtual table ${search} using fts5(${sql.ref(key)} unindexed, ${list}, tokenize = 'trigram case_sensitive 1')`.execute(
          db,
        )
        await sql`insert into ${search} (${sql.ref(key)}, ${list}) select ${sql.ref(key)}, ${lowered('')} from ${sql.table(table)}`.execute(
          db,
        )
      }
      const row = (name: 'new' | 'old') =>
        integerKey
          ? sql`rowid = ${sql.raw(name)}.${sql.ref(key)}`
          : sql`${sql.ref(key)} = ${sql.raw(name)}.${sql.ref(key)}`
      const insert = integerKey
        ? sql`insert into ${search} (rowid, ${list}) values (new.${sql.ref(key)}, ${lowered('new')})`
        : sql`insert into ${search} (${sql.ref(key)}, ${list}) values (new.${sql.ref(key)}, ${lowered('new')})`
      await sql`create trigger ${sql.id(`${table}_search_insert`)} after insert on ${sql.table(table)} begin ${insert}; end`.execute(
        db,
      )
      await sql`create trigger ${sql.id(`${table}_search_delete`)} after delete on ${sql.table(table)} begin delete from ${search} where ${row('old')}; end`.execute(
        db,
      )
      // The key too: a row whose key changed must be found under its new key.
      await sql`create trigger ${sql.id(`${table}_search_update`)} after update of ${sql.ref(key)}, ${list} on ${sql.table(table)} begin delete from ${search} where ${row('old')}; ${insert}; end`.execute(
        db,
      )
    }
  },
  async down(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      for (const [table, { columns }] of Object.entries(textSearchTargets) as [
        TextSearchTable,
        (typeof textSearchTargets)[TextSearchTable],
      ][]) {
        for (const column of columns)
          await sql`drop index if exists ${sql.id(trigramIndexOf(table, column))}`.execute(db)
      }
      return
    }
    for (const table of Object.keys(textSearchTargets) as TextSearchTable[]) {
      for (const what of ['insert', 'delete', 'update'])
        await sql`drop trigger if exists ${sql.id(`${table}_search_${what}`)}`.execute(db)
      await sql`drop table if exists ${sql.table(textSearchTableOf(table))}`.execute(db)
    }
  },
}
