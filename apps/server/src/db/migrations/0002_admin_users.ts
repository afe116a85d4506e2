import type { Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'

/**
 * The operators of the admin console (DESIGN.md "Template layer") and their sign-in tokens.
 * Ids are `crypto.randomUUID()` text set by the app (portable; see ./index.ts). Passwords are stored
 * only as scrypt hashes (src/auth/hashPassword.ts), tokens only as SHA-256 hex of the random token.
 */
export const adminUsers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('admin_users')
      .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
      .addColumn('username', 'varchar(64)', (column) => column.notNull().unique())
      // scrypt$N$r$p$salt$hash: about 80 characters today; room for stronger settings later.
      .addColumn('password_hash', 'varchar(255)', (column) => column.notNull())
      // A JSON array of role names, e.g. ["admin"] (see src/auth/adminRoles.ts).
      .addColumn('roles', 'varchar(255)', (column) => column.notNull())
      .addColumn('name', 'varchar(100)', (column) => column.notNull())
      .addColumn('avatar', 'varchar(1024)', (column) => column.notNull())
      .addColumn('introduction', 'text', (column) => column.notNull())
      .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
      .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
      .execute()

    await db.schema
      .createTable('admin_tokens')
      .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
      .addColumn('user_id', 'varchar(36)', (column) =>
        // Deleting an operator signs them out everywhere.
        column.notNull().references('admin_users.id').onDelete('cascade'),
      )
      // Hex SHA-256 of the token the client holds: a leaked table cannot be replayed as sessions.
      .addColumn('token_hash', 'varchar(64)', (column) => column.notNull().unique())
      .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
      .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
      .execute()
    // "Sign out everywhere" and the cascade look tokens up by user.
    await db.schema.createIndex('admin_tokens_user_id_index').on('admin_tokens').column('user_id').execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('admin_tokens').execute()
    await db.schema.dropTable('admin_users').execute()
  },
}
