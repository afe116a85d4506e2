import type { Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import { createIndex } from './createIndex.ts'

/**
 * Indexes for what the console filters and sorts (issue 17); before them each of these lists read
 * its whole table and sorted it. Each filter's index ends with the list's sort column, so the page
 * is read in order and the scan stops at LIMIT (checked against both databases' query plans in
 * test/consoleIndexes.test.ts):
 * - feedback: filtered by status or category, newest id first;
 * - vip_levels: newest change first, optionally for one chain (one address: the primary key);
 * - deployments: filtered by kind, newest id first;
 * - uploads: newest first, optionally of one kind.
 */
const indexes: { name: string; table: string; columns: string[] }[] = [
  { name: 'feedback_status_id_index', table: 'feedback', columns: ['status', 'id'] },
  { name: 'feedback_category_id_index', table: 'feedback', columns: ['category', 'id'] },
  { name: 'vip_levels_updated_at_index', table: 'vip_levels', columns: ['updated_at'] },
  { name: 'vip_levels_chain_id_updated_at_index', table: 'vip_levels', columns: ['chain_id', 'updated_at'] },
  { name: 'deployments_kind_id_index', table: 'deployments', columns: ['kind', 'id'] },
  { name: 'uploads_created_at_index', table: 'uploads', columns: ['created_at'] },
  { name: 'uploads_kind_created_at_index', table: 'uploads', columns: ['kind', 'created_at'] },
]

export const consoleIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    for (const index of indexes) {
      await createIndex(db, index.name, index.table, index.columns)
    }
  },
  async down(db: Kysely<unknown>) {
    for (const index of indexes) await db.schema.dropIndex(index.name).execute()
  },
}
