import type { ConsolePage } from '@tokenbox/core/webApi/consoleRows.ts'
import type { CompiledQuery, Kysely, Selectable, SelectQueryBuilder } from 'kysely'
import type { Database } from './Database.ts'

/** Which page of a list, and how long a page is (the console's `page` and `limit`, page 1 first). */
export type Paging = { page: number; limit: number }

/** A page of rows and the number of rows matching the query, as the template's lists expect (core's console page). */
export type Page<T> = ConsolePage<T>

/** Every column of table `T`, in a query that can still be ordered, limited and compiled. */
export type RowsOf<T extends keyof Database> = SelectQueryBuilder<Database, T, Selectable<Database[T]>>

/** Runs a compiled read; {@link readPage}'s default runs it on the connection. */
export type ReadQuery = <Row>(compiled: CompiledQuery<Row>) => Promise<Row[]>

/**
 * One page of the rows `filtered` selects, in the order `order` gives, each made an item by
 * `toItem`, and how many rows match in all: every console list reads this way. `read` runs the
 * two statements; a list whose search may count many rows passes `readOffLoop`
 * (db/createDatabase.ts), so the event loop keeps serving everyone else meanwhile.
 *
 * @example
 * const page = await readPage(db, db.selectFrom('client_errors'), {
 *   order: (rows) => rows.orderBy('id', 'desc'),
 *   paging: { page: 1, limit: 20 },
 *   toItem: toClientError,
 * })
 */
export async function readPage<T extends keyof Database, Item>(
  db: Kysely<Database>,
  // biome-ignore lint/complexity/noBannedTypes: Kysely's own type of a query that selects nothing yet
  filtered: SelectQueryBuilder<Database, T, {}>,
  options: {
    order: (rows: RowsOf<T>) => RowsOf<T>
    paging: Paging
    toItem: (row: Selectable<Database[T]>) => Item
    read?: ReadQuery | undefined
  },
): Promise<Page<Item>> {
  const { order, paging, toItem, read = async (compiled) => (await db.executeQuery(compiled)).rows } = options
  const [counted] = await read(filtered.select((eb) => eb.fn.countAll<number>().as('count')).compile())
  // Kysely's row type of a table known only as `T` is one TypeScript cannot reduce to Selectable<T>.
  const rows = await read(
    order(filtered.selectAll() as unknown as RowsOf<T>)
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit)
      .compile() as unknown as CompiledQuery<Selectable<Database[T]>>,
  )
  return { total: Number(counted?.count ?? 0), items: rows.map(toItem) }
}
