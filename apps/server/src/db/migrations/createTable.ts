import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely'

/** A column type as `addColumn` takes it ('text', 'varchar(32)', an sql`` expression). */
type ColumnType = Parameters<CreateTableBuilder<string, string>['addColumn']>[1]

/**
 * A column of {@link createTable}: its type alone for a required (`not null`) column, the shape of
 * most columns here; or its type and how to build it (a key, a nullable column: {@link nullable}).
 */
export type ColumnShape =
  | ColumnType
  | [ColumnType, (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder]

/** For {@link createTable}: a column that may be null. */
export const nullable = (column: ColumnDefinitionBuilder): ColumnDefinitionBuilder => column

/**
 * Starts `create table "name"` with `columns` in the order given, each `not null` unless its shape
 * says otherwise; constraints follow on the builder, then `execute()`. Shipped migrations build their
 * tables with it, so the SQL must stay what `addColumn(name, type, (column) => column.notNull())`
 * (or the shape's own builder) writes, column by column.
 *
 * @example
 * await createTable(db, 'vip_levels', {
 *   address: 'varchar(42)',
 *   expires_at: ['varchar(32)', nullable],
 * })
 *   .addPrimaryKeyConstraint('vip_levels_pkey', ['address'])
 *   .execute()
 */
export function createTable<Name extends string>(
  db: Kysely<unknown>,
  table: string,
  columns: Record<Name, ColumnShape>,
): CreateTableBuilder<string, Name> {
  let built: CreateTableBuilder<string, Name> = db.schema.createTable(table)
  for (const [name, shape] of Object.entries(columns) as [Name, ColumnShape][]) {
    const [type, build] = Array.isArray(shape)
      ? shape
      : [shape, (column: ColumnDefinitionBuilder) => column.notNull()]
    built = built.addColumn(name, type, build)
  }
  return built
}
