import type { Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import { createTable } from './createTable.ts'

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
    await createTable(db, 'inscription_positions', {
      chain_id: ['bigint', (column) => column.primaryKey()],
      block_number: 'bigint',
      block_hash: 'varchar(66)',
      updated_at: 'text',
    }).execute()
    await createTable(db, 'inscription_blocks', {
      chain_id: 'bigint',
      block_number: 'bigint',
      block_hash: 'varchar(66)',
      // JSON: the values before, newest last ({@link InscriptionUndo} in src/inscriptions).
      undo: 'text',
    })
      .addPrimaryKeyConstraint('inscription_blocks_pk', ['chain_id', 'block_number'])
      .execute()
    await createTable(db, 'inscription_ticks', {
      chain_id: 'bigint',
      p: 'varchar(32)',
      tick: 'text',
      max: 'text',
      lim: 'text',
      minted: 'text',
      holders: 'integer',
      deployer: 'varchar(42)',
      deploy_tx: 'varchar(66)',
      deploy_block: 'bigint',
    })
      .addPrimaryKeyConstraint('inscription_ticks_pk', ['chain_id', 'p', 'tick'])
      .execute()
    await createTable(db, 'inscription_balances', {
      chain_id: 'bigint',
      p: 'varchar(32)',
      tick: 'text',
      address: 'varchar(42)',
      balance: 'text',
    })
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
