import type { BulkMintFees } from './types.ts'

/** x + x/8 + 1: 12.5 % and one wei more, so even a zero tip strictly rises. */
const bump = (value: bigint) => value + value / 8n + 1n

/**
 * The fees of a replacement transaction (same nonce): every fee field raised by 12.5 % plus 1 wei.
 * Nodes accept a replacement only when both `maxFeePerGas` and `maxPriorityFeePerGas` (or the
 * `gasPrice`) rise by at least 10 % (geth's default price bump; anvil and Hardhat ask for a higher
 * fee too): 12.5 % clears it with room for rounding down.
 *
 * @example
 * bumpFees({ type: 'eip1559', maxFeePerGas: 100n, maxPriorityFeePerGas: 8n })
 * // { type: 'eip1559', maxFeePerGas: 113n, maxPriorityFeePerGas: 10n }
 */
export function bumpFees(fees: BulkMintFees): BulkMintFees {
  if (fees.type === 'legacy') return { type: 'legacy', gasPrice: bump(fees.gasPrice) }
  return {
    type: 'eip1559',
    maxFeePerGas: bump(fees.maxFeePerGas),
    maxPriorityFeePerGas: bump(fees.maxPriorityFeePerGas),
  }
}
