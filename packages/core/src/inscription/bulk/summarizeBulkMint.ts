import type { BulkMintSnapshot, MintErrorCode, MintState } from './types.ts'

export type BulkMintSummary = {
  total: number
  /** Mints in each state. */
  counts: Record<MintState, number>
  /** Failed mints by code. */
  failures: Partial<Record<MintErrorCode, number>>
  /** Native coin (wei) paid for gas by mined mints (successful and reverted). */
  gasPaid: bigint
  /** Gas of mined mints paid per successful mint (wei), 0n when none succeeded. */
  gasPaidPerSuccess: bigint
}

/**
 * The totals of a bulk mint for its summary: how many mints in each state, failures by code, and
 * the gas its mined transactions paid. Works on any snapshot, finished or not.
 *
 * @example
 * const { counts, gasPaid } = summarizeBulkMint(snapshot)
 * console.log(`${counts.success} minted, ${formatEther(gasPaid)} paid`)
 */
export function summarizeBulkMint(snapshot: BulkMintSnapshot): BulkMintSummary {
  const counts: Record<MintState, number> = { waiting: 0, pending: 0, success: 0, failed: 0, terminated: 0 }
  const failures: Partial<Record<MintErrorCode, number>> = {}
  let gasPaid = 0n
  for (const mint of snapshot.mints) {
    counts[mint.state]++
    if (mint.state === 'failed' && mint.error) failures[mint.error] = (failures[mint.error] ?? 0) + 1
    if (mint.gasPaid !== undefined) gasPaid += BigInt(mint.gasPaid)
  }
  return {
    total: snapshot.mints.length,
    counts,
    failures,
    gasPaid,
    gasPaidPerSuccess: counts.success > 0 ? gasPaid / BigInt(counts.success) : 0n,
  }
}
