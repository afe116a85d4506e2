import type { Migration } from 'kysely/migration'
import { vipLevels } from './0001_vip_levels.ts'
import { adminUsers } from './0002_admin_users.ts'
import { adminSessionsAndRoles } from './0003_admin_sessions_and_roles.ts'
import { adminContent } from './0004_admin_content.ts'
import { rateLimitWindows } from './0005_rate_limit_windows.ts'
import { unicodeLower } from './0006_unicode_lower.ts'
import { consoleIndexes } from './0007_console_indexes.ts'
import { localChainInstances } from './0008_local_chain_instances.ts'
import { deploymentTemplates } from './0009_deployment_templates.ts'
import { inscriptionIndex } from './0010_inscription_index.ts'
import { ethscriptionItems } from './0011_ethscription_items.ts'
import { textSearch } from './0012_text_search.ts'

/**
 * Every migration, in the order they run, for SQLite and PostgreSQL alike.
 *
 * To change the schema, add a file `NNNN_what.ts` with the next number and append it here. Never
 * edit or reorder a migration that has shipped: databases remember applied migrations by name and
 * the migrator refuses to run out of order. Use only portable schema builder calls (no
 * dialect-specific types or SQL); for an auto-numbered id, note that SQLite's `autoincrement` and
 * PostgreSQL's identity columns differ, so prefer text ids (`crypto.randomUUID()`) set by the app.
 *
 * Each migration runs in one transaction with its record (../migrateToLatest.ts, issue 72), so it
 * may hold only statements that work inside a transaction: no PostgreSQL CREATE INDEX CONCURRENTLY
 * (nor a new enum value used by the migration that adds it), no VACUUM, and no SQLite PRAGMA
 * foreign_keys, which a transaction ignores (a table rebuild defers its checks with PRAGMA
 * defer_foreign_keys instead). 0001-0012 have none: test/interruptedMigrations.test.ts kills a start
 * inside each of them.
 */
export const migrations: Record<string, Migration> = {
  '0001_vip_levels': vipLevels,
  '0002_admin_users': adminUsers,
  '0003_admin_sessions_and_roles': adminSessionsAndRoles,
  '0004_admin_content': adminContent,
  '0005_rate_limit_windows': rateLimitWindows,
  '0006_unicode_lower': unicodeLower,
  '0007_console_indexes': consoleIndexes,
  '0008_local_chain_instances': localChainInstances,
  '0009_deployment_templates': deploymentTemplates,
  '0010_inscription_index': inscriptionIndex,
  '0011_ethscription_items': ethscriptionItems,
  '0012_text_search': textSearch,
}
