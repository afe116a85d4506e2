import type { BulkMintFees, MintAttempt } from './types.ts'

/**
 * The fees of an attempt kept in a snapshot, back as bigints.
 *
 * @example
 * const fees = feesOfAttempt(mint.attempts.at(-1)!)
 */
export function feesOfAttempt(attempt: MintAttempt): BulkMintFees {
  if (attempt.gasPrice !== undefined) return { type: 'legacy', gasPrice: BigInt(attempt.gasPrice) }
  return {
    type: 'eip1559',
    maxFeePerGas: BigInt(attempt.maxFeePerGas ?? '0'),
    maxPriorityFeePerGas: BigInt(attempt.maxPriorityFeePerGas ?? '0'),
  }
}
