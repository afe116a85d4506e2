import type { Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import { createIndex } from './createIndex.ts'
import { createTable } from './createTable.ts'

/**
 * The operators of the admin console (DESIGN.md "Template layer") and their sign-in tokens.
 * Ids are `crypto.randomUUID()` text set by the app (portable; see ./index.ts). Passwords are stored
 * only as scrypt hashes (src/auth/hashPassword.ts), tokens only as SHA-256 hex of the random token.
 */
export const adminUsers: Migration = {
  async up(db: Kysely<unknown>) {
    await createTable(db, 'admin_users', {
      id: ['varchar(36)', (column) => column.primaryKey()],
      username: ['varchar(64)', (column) => column.notNull().unique()],
      // scrypt$N$r$p$salt$hash: about 80 characters today; room for stronger settings later.
      password_hash: 'varchar(255)',
      // A JSON array of role names, e.g. ["admin"] (see src/auth/adminRoles.ts).
      roles: 'varchar(255)',
      name: 'varchar(100)',
      avatar: 'varchar(1024)',
      introduction: 'text',
      created_at: 'varchar(32)',
      updated_at: 'varchar(32)',
    }).execute()

    await createTable(db, 'admin_tokens', {
      id: ['varchar(36)', (column) => column.primaryKey()],
      // Deleting an operator signs them out everywhere.
      user_id: ['varchar(36)', (column) => column.notNull().references('admin_users.id').onDelete('cascade')],
      // Hex SHA-256 of the token the client holds: a leaked table cannot be replayed as sessions.
      token_hash: ['varchar(64)', (column) => column.notNull().unique()],
      expires_at: 'varchar(32)',
      created_at: 'varchar(32)',
    }).execute()
    // "Sign out everywhere" and the cascade look tokens up by user.
    await createIndex(db, 'admin_tokens_user_id_index', 'admin_tokens', ['user_id'])
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('admin_tokens').execute()
    await db.schema.dropTable('admin_users').execute()
  },
}
