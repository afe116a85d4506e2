import type { Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import { createTable } from './createTable.ts'

/**
 * Which instance of each local chain the database's rows belong to (issue 18: whatever the chain
 * forgets, the app forgets too). One row per local chain id: the instance id its deployments file
 * named when the server last started (src/local/forgetReplacedLocalChains.ts). When a start finds
 * another hash, that chain was reset and its rows are deleted.
 */
export const localChainInstances: Migration = {
  async up(db: Kysely<unknown>) {
    await createTable(db, 'local_chain_instances', {
      chain_id: ['bigint', (column) => column.primaryKey()],
      // 0x + 64 hex digits.
      instance_id: 'varchar(66)',
      updated_at: 'text',
    }).execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('local_chain_instances').execute()
  },
}
