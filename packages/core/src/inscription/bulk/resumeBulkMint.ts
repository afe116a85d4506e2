import type { Client } from 'viem'
import { executeBulkMint } from './executeBulkMint.ts'
import type { BulkMintRunOptions, BulkMintSnapshot, MintRecord } from './types.ts'

export type ResumeBulkMintParameters = BulkMintRunOptions & {
  /** The last snapshot an earlier run reported (parsed back from JSON as is). */
  snapshot: BulkMintSnapshot
}

/** What a mint of an earlier run becomes before the run goes on. */
function reopen(mint: MintRecord): MintRecord {
  // Final: the mint's nonce is spent, by the mint itself or by another transaction.
  if (mint.state === 'success' || mint.error === 'reverted' || mint.error === 'nonceUsedElsewhere')
    return mint
  if (mint.attempts.length > 0) return { ...mint, state: 'pending', error: undefined, reason: undefined }
  return { ...mint, state: 'waiting', nonce: undefined, error: undefined, reason: undefined }
}

/**
 * Continues a bulk mint from a snapshot (after a reload, a Stop, or failures), with the same
 * options as runBulkMint. What was sent is settled on the chain first, by its recorded hashes and
 * nonce: a mined attempt is `success`; one still in the pool is waited for (and replaced as usual);
 * one the node no longer knows whose nonce is unused is re-sent with the same nonce; a nonce taken
 * by another transaction is `nonceUsedElsewhere`. Mints never sent (`terminated`, `waiting`, failed
 * before sending) are sent now. A mint whose nonce is spent (success, reverted,
 * nonceUsedElsewhere) is final. So every mint is
 * mined at most once whatever happened in between. Never throws.
 *
 * @example
 * const saved = JSON.parse(localStorage.getItem('bulk-mint')!) as BulkMintSnapshot
 * const final = await resumeBulkMint(publicClient, { snapshot: saved, wallets: subWallets, onUpdate: save })
 */
export async function resumeBulkMint(
  client: Client,
  parameters: ResumeBulkMintParameters,
): Promise<BulkMintSnapshot> {
  const { snapshot, ...options } = parameters
  return await executeBulkMint(client, { ...snapshot, mints: snapshot.mints.map(reopen) }, options)
}
