import { createHash } from 'node:crypto'

/**
 * What a PostgreSQL advisory lock of the indexer guards: `lead`, the session lock an instance holds
 * while it follows a chain (inscriptions/createInscriptionLeadership.ts); `write`, the transaction lock
 * every write of a chain's index takes first (inscriptions/inscriptionStore.ts), so two writers never
 * interleave. Two keys, not one: the leader writes through pooled connections, other sessions than
 * the one holding its lead, which would wait on their own instance forever under a shared key.
 */
export type InscriptionLockPurpose = 'lead' | 'write'

/**
 * The 64-bit PostgreSQL advisory lock key of a chain's indexer lock, as decimal text (pass it as
 * `$1::bigint`): the first 8 bytes of SHA-256 of a TokenBox-specific name. Hashed rather than packed
 * because a chain id may be any safe integer (up to 2^53), which leaves no room for a namespace in
 * the key's 64 bits; a collision with another application's key is a 1 in 2^64 chance.
 *
 * @example
 * await sql`select pg_try_advisory_lock(${inscriptionLockKey('lead', 56)}::bigint)`.execute(db)
 */
export function inscriptionLockKey(purpose: InscriptionLockPurpose, chainId: number): string {
  const digest = createHash('sha256').update(`tokenbox inscription index ${purpose} ${chainId}`).digest()
  return digest.readBigInt64BE(0).toString()
}
