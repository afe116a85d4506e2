import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'

/**
 * Removes the VIP level of an address on a chain; returns whether there was one.
 *
 * @example
 * await deleteVipLevel(db, { address: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045', chainId: 56 })
 */
export async function deleteVipLevel(
  db: Kysely<Database>,
  parameters: { address: string; chainId: number },
): Promise<boolean> {
  const result = await db
    .deleteFrom('vip_levels')
    .where('address', '=', parameters.address.toLowerCase())
    .where('chain_id', '=', parameters.chainId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}
