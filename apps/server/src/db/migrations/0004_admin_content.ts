import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely'
import type { Migration } from 'kysely/migration'

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

    await db.schema
      .createTable('feedback')
      .addColumn('id', idType, id)
      .addColumn('category', 'varchar(16)', (column) => column.notNull())
      .addColumn('description', 'text', (column) => column.notNull())
      .addColumn('email', 'varchar(254)', (column) => column.notNull())
      .addColumn('contact', 'varchar(200)', (column) => column.notNull())
      .addColumn('status', 'varchar(16)', (column) => column.notNull())
      .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
      .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
      .addCheckConstraint('feedback_status_check', sql`status in ('open', 'handled')`)
      .execute()
    await db.schema.createIndex('feedback_created_at_index').on('feedback').column('created_at').execute()

    await db.schema
      .createTable('articles')
      .addColumn('id', idType, id)
      .addColumn('author', 'varchar(64)', (column) => column.notNull())
      .addColumn('reviewer', 'varchar(64)', (column) => column.notNull())
      .addColumn('title', 'varchar(200)', (column) => column.notNull())
      .addColumn('content_short', 'varchar(500)', (column) => column.notNull())
      .addColumn('content', 'text', (column) => column.notNull())
      .addColumn('importance', 'integer', (column) => column.notNull())
      .addColumn('type', 'varchar(8)', (column) => column.notNull())
      .addColumn('status', 'varchar(16)', (column) => column.notNull())
      .addColumn('display_time', 'varchar(32)', (column) => column.notNull())
      .addColumn('comment_disabled', 'integer', (column) => column.notNull())
      .addColumn('pageviews', 'integer', (column) => column.notNull())
      .addColumn('image_uri', 'varchar(1024)', (column) => column.notNull())
      .addColumn('platforms', 'varchar(255)', (column) => column.notNull())
      .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
      .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
      .addCheckConstraint('articles_importance_check', sql`importance between 1 and 3`)
      .addCheckConstraint('articles_status_check', sql`status in ('published', 'draft')`)
      .execute()
    // The public dashboard's query: published ones by display time.
    await db.schema
      .createIndex('articles_status_display_time_index')
      .on('articles')
      .columns(['status', 'display_time'])
      .execute()

    await db.schema
      .createTable('client_errors')
      .addColumn('id', idType, id)
      .addColumn('message', 'text', (column) => column.notNull())
      .addColumn('stack', 'text', (column) => column.notNull())
      .addColumn('info', 'text', (column) => column.notNull())
      .addColumn('url', 'text', (column) => column.notNull())
      .addColumn('user_agent', 'text', (column) => column.notNull())
      .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
      .execute()

    await db.schema
      .createTable('deployments')
      .addColumn('id', idType, id)
      .addColumn('kind', 'varchar(16)', (column) => column.notNull())
      .addColumn('chain_id', 'bigint', (column) => column.notNull())
      .addColumn('address', 'varchar(42)')
      .addColumn('tx_hash', 'varchar(66)', (column) => column.notNull())
      .addColumn('deployer', 'varchar(42)', (column) => column.notNull())
      .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
      // A page reporting the same transaction twice (a reload, a retry) records it once.
      .addUniqueConstraint('deployments_chain_id_tx_hash_unique', ['chain_id', 'tx_hash'])
      .execute()
    await db.schema
      .createIndex('deployments_created_at_index')
      .on('deployments')
      .column('created_at')
      .execute()

    await db.schema
      .createTable('uploads')
      // `<sha256>.<ext>`: the file's name under DATA_DIR/uploads, hence the key.
      .addColumn('name', 'varchar(80)', (column) => column.primaryKey())
      .addColumn('kind', 'varchar(16)', (column) => column.notNull())
      .addColumn('content_type', 'varchar(32)', (column) => column.notNull())
      .addColumn('size', 'integer', (column) => column.notNull())
      .addColumn('original_name', 'varchar(255)', (column) => column.notNull())
      .addColumn('uploaded_by', 'varchar(64)', (column) => column.notNull())
      .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
      .execute()
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['uploads', 'deployments', 'client_errors', 'articles', 'feedback']) {
      await db.schema.dropTable(table).execute()
    }
  },
}
