import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'

export type GetVipLevelParameters = {
  /** Any spelling of a valid address; compared lowercase. */
  address: string
  chainId: number
  /** The instant that decides whether a level has expired. Default: now. */
  now?: Date
}

/**
 * The VIP level of an address on a chain: 0 when there is none or it has expired.
 *
 * @example
 * const level = await getVipLevel(db, { address: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045', chainId: 56 })
 */
export async function getVipLevel(db: Kysely<Database>, parameters: GetVipLevelParameters): Promise<number> {
  const now = (parameters.now ?? new Date()).toISOString()
  const row = await db
    .selectFrom('vip_levels')
    .select('level')
    .where('address', '=', parameters.address.toLowerCase())
    .where('chain_id', '=', parameters.chainId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst()
  return row?.level ?? 0
}
