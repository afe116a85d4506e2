import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'

export type SetVipLevelParameters = {
  address: string
  chainId: number
  level: number
  /**
   * When the level stops counting; null: never. Omitted: a new entry never expires and an existing
   * one keeps its expiry (only the fields given are written, so a concurrent edit is not undone).
   */
  expiresAt?: Date | null
  now?: Date
}

/**
 * Grants (or changes) the VIP level of an address on a chain. The admin console's VIP page and the
 * tests use it; the public API only reads.
 *
 * @example
 * await setVipLevel(db, { address: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045', chainId: 56, level: 2 })
 */
export async function setVipLevel(db: Kysely<Database>, parameters: SetVipLevelParameters): Promise<void> {
  if (!Number.isInteger(parameters.level) || parameters.level < 0) {
    throw new RangeError(`VIP level must be a non-negative integer, got ${parameters.level}`)
  }
  const now = (parameters.now ?? new Date()).toISOString()
  const expiresAt =
    parameters.expiresAt === undefined ? undefined : (parameters.expiresAt?.toISOString() ?? null)
  await db
    .insertInto('vip_levels')
    .values({
      address: parameters.address.toLowerCase(),
      chain_id: parameters.chainId,
      level: parameters.level,
      expires_at: expiresAt ?? null,
      created_at: now,
      updated_at: now,
    })
    // Both SQLite (3.24+) and PostgreSQL speak ON CONFLICT ... DO UPDATE.
    .onConflict((conflict) =>
      conflict.columns(['address', 'chain_id']).doUpdateSet({
        level: parameters.level,
        ...(expiresAt === undefined ? {} : { expires_at: expiresAt }),
        updated_at: now,
      }),
    )
    .execute()
}
