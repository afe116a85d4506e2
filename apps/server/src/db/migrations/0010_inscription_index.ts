import type { Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'

/**
 * The inscription indexer's state per chain (issue 25; rules in core's inscription/indexer):
 * - `inscription_positions`: the last indexed block, so the follower resumes after a restart;
 * - `inscription_blocks`: the last blocks indexed (about 24), with their hash (a reorg shows as a
 *   new block whose parent hash is not the stored one) and the undo record of what each changed;
 * - `inscription_ticks` and `inscription_balances`: the index itself. Amounts reach 2^256, beyond
 *   any portable integer column, so they are decimal text; p, tick and addresses are lower case.
 */
export const inscriptionIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('inscription_positions')
      .addColumn('chain_id', 'bigint', (column) => column.primaryKey())
      .addColumn('block_number', 'bigint', (column) => column.notNull())
      .addColumn('block_hash', 'varchar(66)', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute()
    await db.schema
      .createTable('inscription_blocks')
      .addColumn('chain_id', 'bigint', (column) => column.notNull())
      .addColumn('block_number', 'bigint', (column) => column.notNull())
      .addColumn('block_hash', 'varchar(66)', (column) => column.notNull())
      // JSON: the values before, newest last ({@link InscriptionUndo} in src/inscriptions).
      .addColumn('undo', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('inscription_blocks_pk', ['chain_id', 'block_number'])
      .execute()
    await db.schema
      .createTable('inscription_ticks')
      .addColumn('chain_id', 'bigint', (column) => column.notNull())
      .addColumn('p', 'varchar(32)', (column) => column.notNull())
      .addColumn('tick', 'text', (column) => column.notNull())
      .addColumn('max', 'text', (column) => column.notNull())
      .addColumn('lim', 'text', (column) => column.notNull())
      .addColumn('minted', 'text', (column) => column.notNull())
      .addColumn('holders', 'integer', (column) => column.notNull())
      .addColumn('deployer', 'varchar(42)', (column) => column.notNull())
      .addColumn('deploy_tx', 'varchar(66)', (column) => column.notNull())
      .addColumn('deploy_block', 'bigint', (column) => column.notNull())
      .addPrimaryKeyConstraint('inscription_ticks_pk', ['chain_id', 'p', 'tick'])
      .execute()
    await db.schema
      .createTable('inscription_balances')
      .addColumn('chain_id', 'bigint', (column) => column.notNull())
      .addColumn('p', 'varchar(32)', (column) => column.notNull())
      .addColumn('tick', 'text', (column) => column.notNull())
      .addColumn('address', 'varchar(42)', (column) => column.notNull())
      .addColumn('balance', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('inscription_balances_pk', ['chain_id', 'p', 'tick', 'address'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'inscription_balances',
      'inscription_ticks',
      'inscription_blocks',
      'inscription_positions',
    ])
      await db.schema.dropTable(table).execute()
  },
}
