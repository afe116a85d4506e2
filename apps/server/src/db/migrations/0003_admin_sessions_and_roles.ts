import type { Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import { createTable } from './createTable.ts'

/**
 * What the admin API's sessions and roles need (src/admin/):
 * - admin_tokens learns why a token ended (`revoked_reason`: 'replaced' by a newer sign-in of the
 *   same user -> 50012; 'logout', 'switched' (a role switch issued a new token) or 'revoked' (password
 *   reset) -> 50008) and the role an admin "views as" (`view_as`, null when not switched). Ended
 *   tokens are kept until they expire so their code can still be told apart from an unknown token.
 * - admin_roles: the console's roles (spec 000 "Demo role": key, name, description, routes), with
 *   `routes` a JSON array of console route paths (packages/core/src/admin/consoleRoutes.ts).
 *
 * The seed is literal on purpose: a shipped migration must not change when the route table does.
 * Users keep their roles as a JSON array of role keys in admin_users.roles (0002).
 */
export const adminSessionsAndRoles: Migration = {
  async up(db: Kysely<unknown>) {
    // SQLite takes one column per ALTER TABLE.
    await db.schema.alterTable('admin_tokens').addColumn('revoked_reason', 'varchar(16)').execute()
    await db.schema.alterTable('admin_tokens').addColumn('revoked_at', 'varchar(32)').execute()
    await db.schema.alterTable('admin_tokens').addColumn('view_as', 'varchar(32)').execute()

    await createTable(db, 'admin_roles', {
      key: ['varchar(32)', (column) => column.primaryKey()],
      name: 'varchar(100)',
      description: 'text',
      routes: 'text',
      created_at: 'varchar(32)',
      updated_at: 'varchar(32)',
    }).execute()

    const now = new Date().toISOString()
    const everyPage = [
      '/dashboard',
      '/feedback',
      '/vip',
      '/announcements',
      '/uploads',
      '/deployments',
      '/error-log',
      '/system',
      '/system/roles',
      '/system/users',
    ]
    const seed = [
      {
        key: 'admin',
        name: 'Admin',
        description: 'Super administrator: every page, roles and users.',
        routes: everyPage,
      },
      {
        key: 'editor',
        name: 'Editor',
        description: 'Manages content: every page except roles and users.',
        routes: everyPage.filter((path) => !path.startsWith('/system')),
      },
      { key: 'visitor', name: 'Visitor', description: 'Reads the dashboard only.', routes: ['/dashboard'] },
    ]
    await (db as Kysely<Record<string, Record<string, string>>>)
      .insertInto('admin_roles')
      .values(
        seed.map((role) => ({
          ...role,
          routes: JSON.stringify(role.routes),
          created_at: now,
          updated_at: now,
        })),
      )
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('admin_roles').execute()
    await db.schema.alterTable('admin_tokens').dropColumn('view_as').execute()
    await db.schema.alterTable('admin_tokens').dropColumn('revoked_at').execute()
    await db.schema.alterTable('admin_tokens').dropColumn('revoked_reason').execute()
  },
}
