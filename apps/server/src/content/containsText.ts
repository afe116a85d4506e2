import { type RawBuilder, sql } from 'kysely'

/**
 * Escapes `%`, `_` and the escape character itself for a LIKE pattern, so a search for `50%` means
 * those three characters. Used with `escape '\'`, which SQLite and PostgreSQL both understand.
 */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

/**
 * A condition: `column` contains `text`, ignoring case in every script (`école` finds `ÉCOLE`,
 * `привет` finds `ПРИВЕТ`). Both sides are folded by `unicode_lower` (registered on SQLite
 * connections, created on PostgreSQL by migration 0006), the text first by JavaScript's
 * toLowerCase, which agrees with both.
 *
 * @example
 * db.selectFrom('feedback').selectAll().where(containsText('description', 'école'))
 */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`unicode_lower(${sql.ref(column)}) like ${likeContains(text.toLowerCase())} escape '\\'`
}
