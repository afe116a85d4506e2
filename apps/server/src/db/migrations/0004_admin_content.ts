import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely'
import type { Migration } from 'kysely/migration'
import { createIndex } from './createIndex.ts'
import { type ColumnShape, createTable, nullable } from './createTable.ts'

/**
 * Whether the migration runs on PostgreSQL. Numbered ids are the one thing the schema builder cannot
 * say portably: SQLite numbers an `integer primary key` by itself (its rowid), PostgreSQL needs
 * `serial`. The adapter is Kysely's own description of the dialect (marked internal, but it is how
 * Kysely itself decides), and it survives inside the migrator's transaction.
 */
function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

/**
 * The content of the admin console and its public counterparts (issue 8): feedback, announcements
 * (spec 000's articles), the client error log, reported deployments and uploaded images.
 *
 * These rows get numbered ids, unlike admin_users (./0002): the console sorts articles by id ('-id',
 * '+id', spec 000 section 7) and lists everything newest first, which an increasing number gives for
 * free. SQLite: `integer primary key autoincrement` (never reuses an id after a delete); PostgreSQL:
 * `serial`. Both come back as JavaScript numbers.
 */
export const adminContent: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = isPostgres(db)
    const idType = postgres ? 'serial' : 'integer'
    const id = (column: ColumnDefinitionBuilder) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement()
    /** A table whose rows get numbered ids: `id` first, then `columns`. */
    const createNumberedTable = <Name extends string>(table: string, columns: Record<Name, ColumnShape>) =>
      createTable<Name | 'id'>(db, table, { id: [idType, id], ...columns })

    await createNumberedTable('feedback', {
      category: 'varchar(16)',
      description: 'text',
      email: 'varchar(254)',
      contact: 'varchar(200)',
      status: 'varchar(16)',
      created_at: 'varchar(32)',
      updated_at: 'varchar(32)',
    })
      .addCheckConstraint('feedback_status_check', sql`status in ('open', 'handled')`)
      .execute()
    await createIndex(db, 'feedback_created_at_index', 'feedback', ['created_at'])

    await createNumberedTable('articles', {
      author: 'varchar(64)',
      reviewer: 'varchar(64)',
      title: 'varchar(200)',
      content_short: 'varchar(500)',
      content: 'text',
      importance: 'integer',
      type: 'varchar(8)',
      status: 'varchar(16)',
      display_time: 'varchar(32)',
      comment_disabled: 'integer',
      pageviews: 'integer',
      image_uri: 'varchar(1024)',
      platforms: 'varchar(255)',
      created_at: 'varchar(32)',
      updated_at: 'varchar(32)',
    })
      .addCheckConstraint('articles_importance_check', sql`importance between 1 and 3`)
      .addCheckConstraint('articles_status_check', sql`status in ('published', 'draft')`)
      .execute()
    // The public dashboard's query: published ones by display time.
    await createIndex(db, 'articles_status_display_time_index', 'articles', ['status', 'display_time'])

    await createNumberedTable('client_errors', {
      message: 'text',
      stack: 'text',
      info: 'text',
      url: 'text',
      user_agent: 'text',
      created_at: 'varchar(32)',
    }).execute()

    await createNumberedTable('deployments', {
      kind: 'varchar(16)',
      chain_id: 'bigint',
      address: ['varchar(42)', nullable],
      tx_hash: 'varchar(66)',
      deployer: 'varchar(42)',
      created_at: 'varchar(32)',
    })
      // A page reporting the same transaction twice (a reload, a retry) records it once.
      .addUniqueConstraint('deployments_chain_id_tx_hash_unique', ['chain_id', 'tx_hash'])
      .execute()
    await createIndex(db, 'deployments_created_at_index', 'deployments', ['created_at'])

    await createTable(db, 'uploads', {
      // `<sha256>.<ext>`: the file's name under DATA_DIR/uploads, hence the key.
      name: ['varchar(80)', (column) => column.primaryKey()],
      kind: 'varchar(16)',
      content_type: 'varchar(32)',
      size: 'integer',
      original_name: 'varchar(255)',
      uploaded_by: 'varchar(64)',
      created_at: 'varchar(32)',
    }).execute()
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['uploads', 'deployments', 'client_errors', 'articles', 'feedback']) {
      await db.schema.dropTable(table).execute()
    }
  },
}
