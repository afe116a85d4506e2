import { type Kysely, sql } from 'kysely'
import type { Migration } from 'kysely/migration'
import { createIndex } from './createIndex.ts'
import { createTable } from './createTable.ts'

/**
 * The inscription index follows the ethscriptions protocol (issue 53; rules in core's
 * inscription/ethscriptions and inscriptionConventions):
 * - `inscription_contents`: the SHA-256 of every ethscription's content, per chain: a content seen
 *   before is no ethscription (unless ESIP-6);
 * - `inscription_items`: the token items of the item model (ERC-20, BSC-20, every label without
 *   public rules), by ethscription id (the creating transaction's hash), with their token, mint
 *   number and owners; balances move when they are transferred;
 * - `inscription_starts`: the block where a chain's indexing began, so that a public chain enabled
 *   at some height can be indexed again from there.
 * What was indexed under the old rules is deleted: every chain is indexed again once, at start,
 * local chains from genesis, public chains from the block their INSCRIPTION_CHAINS entry names
 * (`56:<block>=URL`, their enabling height: it was not recorded before this migration), else from
 * the head.
 */
export const ethscriptionItems: Migration = {
  async up(db: Kysely<unknown>) {
    await createTable(db, 'inscription_contents', {
      chain_id: 'bigint',
      sha: 'varchar(66)',
    })
      .addPrimaryKeyConstraint('inscription_contents_pk', ['chain_id', 'sha'])
      .execute()
    await createTable(db, 'inscription_items', {
      chain_id: 'bigint',
      id: 'varchar(66)',
      p: 'varchar(32)',
      tick: 'text',
      // Decimal text: an id goes up to max / lim, beyond any portable integer column.
      item_id: 'text',
      owner: 'varchar(42)',
      previous_owner: 'varchar(42)',
    })
      .addPrimaryKeyConstraint('inscription_items_pk', ['chain_id', 'id'])
      .execute()
    await createIndex(db, 'inscription_items_token', 'inscription_items', [
      'chain_id',
      'p',
      'tick',
      'item_id',
    ])
    await createTable(db, 'inscription_starts', {
      chain_id: ['bigint', (column) => column.primaryKey()],
      first_block: 'bigint',
    }).execute()
    for (const table of [
      'inscription_positions',
      'inscription_blocks',
      'inscription_ticks',
      'inscription_balances',
    ])
      await sql`delete from ${sql.table(table)}`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['inscription_starts', 'inscription_items', 'inscription_contents'])
      await db.schema.dropTable(table).execute()
  },
}
