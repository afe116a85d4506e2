import { type Kysely, sql } from 'kysely'
import type { Migration } from 'kysely/migration'
import { createTable, nullable } from './createTable.ts'

/** VIP levels per address and chain (spec 000 section 4, "Vip lookup"). */
export const vipLevels: Migration = {
  async up(db: Kysely<unknown>) {
    await createTable(db, 'vip_levels', {
      address: 'varchar(42)',
      chain_id: 'bigint',
      level: 'integer',
      expires_at: ['varchar(32)', nullable],
      created_at: 'varchar(32)',
      updated_at: 'varchar(32)',
    })
      // One level per address and chain; the key doubles as the lookup index.
      .addPrimaryKeyConstraint('vip_levels_pkey', ['address', 'chain_id'])
      .addCheckConstraint('vip_levels_level_check', sql`level >= 0`)
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('vip_levels').execute()
  },
}
