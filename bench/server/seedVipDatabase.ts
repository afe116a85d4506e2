import { join } from 'node:path'
import { keccak256, numberToHex } from 'viem'
import type { DatabaseConfig } from '../../apps/server/src/config.ts'
import { createDatabase } from '../../apps/server/src/db/createDatabase.ts'
import { migrateToLatest } from '../../apps/server/src/db/migrateToLatest.ts'

/** How many VIP rows the server benches seed. */
export const vipRowCount = 20_000
/** The chains the rows are spread over, row i on `vipChainIds[i % 5]`. */
export const vipChainIds = [1, 56, 137, 42161, 8453]

/** Address number `index`: any 20 bytes are an address. */
export const vipAddressOf = (index: number) => `0x${keccak256(numberToHex(index, { size: 32 })).slice(26)}`

/**
 * The level the VIP lookup must answer for address number `index` on `chainId`: row i < vipRowCount
 * has level (i % 5) + 1 on vipChainIds[i % 5], and every 10th has expired (level 0).
 */
export function expectedVipLevel(index: number, chainId: number): number {
  if (index >= vipRowCount || vipChainIds[index % vipChainIds.length] !== chainId || index % 10 === 0)
    return 0
  return (index % 5) + 1
}

/**
 * Creates the server's SQLite database `tokenbox.db` in `dataDir` (the server's DATA_DIR), migrated,
 * with vipRowCount VIP rows as `expectedVipLevel` describes them (a third of the live ones with an
 * end date a year away), so a bench can check every answer it gets.
 *
 * @example
 * const dataDir = mkdtempSync(join(tmpdir(), 'tokenbox-bench-'))
 * await seedVipDatabase(dataDir)
 */
export async function seedVipDatabase(dataDir: string, database?: DatabaseConfig): Promise<void> {
  // Another database (a PostgreSQL one) when given; else the SQLite file the server opens in dataDir.
  const handle = createDatabase(database ?? { dialect: 'sqlite', file: join(dataDir, 'tokenbox.db') })
  await migrateToLatest(handle.db)
  const now = new Date()
  const past = new Date(now.getTime() - 86_400_000).toISOString()
  const future = new Date(now.getTime() + 365 * 86_400_000).toISOString()
  await handle.db.transaction().execute(async (trx) => {
    for (let start = 0; start < vipRowCount; start += 500) {
      const rows = []
      for (let index = start; index < Math.min(start + 500, vipRowCount); index++) {
        rows.push({
          address: vipAddressOf(index),
          chain_id: vipChainIds[index % vipChainIds.length] as number,
          level: (index % 5) + 1,
          expires_at: index % 10 === 0 ? past : index % 3 === 0 ? future : null,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
      }
      await trx.insertInto('vip_levels').values(rows).execute()
    }
  })
  await handle.db.destroy()
}
