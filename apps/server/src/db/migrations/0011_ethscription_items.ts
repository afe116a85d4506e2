import { type Kysely, sql } from 'kysely'
import type { Migration } from 'kysely/migration'

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
    await db.schema
      .createTable('inscription_contents')
      .addColumn('chain_id', 'bigint', (column) => column.notNull())
      .addColumn('sha', 'varchar(66)', (column) => column.notNull())
      .addPrimaryKeyConstraint('inscription_contents_pk', ['chain_id', 'sha'])
      .execute()
    await db.schema
      .createTable('inscription_items')
      .addColumn('chain_id', 'bigint', (column) => column.notNull())
      .addColumn('id', 'varchar(66)', (column) => column.notNull())
      .addColumn('p', 'varchar(32)', (column) => column.notNull())
      .addColumn('tick', 'text', (column) => column.notNull())
      // Decimal text: an id goes up to max / lim, beyond any portable integer column.
      .addColumn('item_id', 'text', (column) => column.notNull())
      .addColumn('owner', 'varchar(42)', (column) => column.notNull())
      .addColumn('previous_owner', 'varchar(42)', (column) => column.notNull())
      .addPrimaryKeyConstraint('inscription_items_pk', ['chain_id', 'id'])
      .execute()
    await db.schema
      .createIndex('inscription_items_token')
      .on('inscription_items')
      .columns(['chain_id', 'p', 'tick', 'item_id'])
      .execute()
    await db.schema
      .createTable('inscription_starts')
      .addColumn('chain_id', 'bigint', (column) => column.primaryKey())
      .addColumn('first_block', 'bigint', (column) => column.notNull())
      .execute()
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
