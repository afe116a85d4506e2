import type { Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'

/**
 * Which instance of each local chain the database's rows belong to (issue 18: whatever the chain
 * forgets, the app forgets too). One row per local chain id: the instance id its deployments file
 * named when the server last started (src/local/forgetReplacedLocalChains.ts). When a start finds
 * another hash, that chain was reset and its rows are deleted.
 */
export const localChainInstances: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('local_chain_instances')
      .addColumn('chain_id', 'bigint', (column) => column.primaryKey())
      // 0x + 64 hex digits.
      .addColumn('instance_id', 'varchar(66)', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('local_chain_instances').execute()
  },
}
