import { type Kysely, sql } from 'kysely'
import type { Migration } from 'kysely/migration'

/** VIP levels per address and chain (spec 000 section 4, "Vip lookup"). */
export const vipLevels: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('vip_levels')
      .addColumn('address', 'varchar(42)', (column) => column.notNull())
      .addColumn('chain_id', 'bigint', (column) => column.notNull())
      .addColumn('level', 'integer', (column) => column.notNull())
      .addColumn('expires_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
      .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
      // One level per address and chain; the key doubles as the lookup index.
      .addPrimaryKeyConstraint('vip_levels_pkey', ['address', 'chain_id'])
      .addCheckConstraint('vip_levels_level_check', sql`level >= 0`)
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('vip_levels').execute()
  },
}
