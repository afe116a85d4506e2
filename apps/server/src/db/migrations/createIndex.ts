import type { Kysely } from 'kysely'

/**
 * Creates index `name` on `table`'s `columns`, in that order: the one index shape the migrations
 * make. Shipped migrations use it, so its SQL must not change: `create index "name" on "table"
 * ("column", ...)`.
 *
 * @example
 * await createIndex(db, 'deployments_created_at_index', 'deployments', ['created_at'])
 */
export async function createIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).execute()
}
