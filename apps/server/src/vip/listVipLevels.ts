import type { VipLevelEntry } from '@tokenbox/core/webApi/consoleRows.ts'
import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'
import { type Page, type Paging, readPage } from '../db/readPage.ts'

export type { VipLevelEntry }

/**
 * The console's VIP list, newest change first, optionally for one address (any spelling) or chain.
 *
 * @example
 * const { total, items } = await listVipLevels(db, { chainId: 56 }, { page: 1, limit: 20 })
 */
export async function listVipLevels(
  db: Kysely<Database>,
  query: { address?: string | undefined; chainId?: number | undefined; now?: Date },
  paging: Paging,
): Promise<Page<VipLevelEntry>> {
  const now = (query.now ?? new Date()).toISOString()
  let filtered = db.selectFrom('vip_levels')
  if (query.address) filtered = filtered.where('address', '=', query.address.toLowerCase())
  if (query.chainId !== undefined) filtered = filtered.where('chain_id', '=', query.chainId)
  return readPage(db, filtered, {
    order: (rows) => rows.orderBy('updated_at', 'desc').orderBy('address').orderBy('chain_id'),
    paging,
    toItem: (row) => ({
      address: row.address,
      chainId: Number(row.chain_id),
      level: row.level,
      expiresAt: row.expires_at,
      expired: row.expires_at !== null && row.expires_at <= now,
      updatedAt: row.updated_at,
    }),
  })
}
