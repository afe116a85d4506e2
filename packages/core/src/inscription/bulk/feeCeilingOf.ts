import { bumpFees } from './bumpFees.ts'
import type { BulkMintFees } from './types.ts'

/**
 * The most a mint may pay per gas after `replacements` replacements: `maxFeePerGas` (or `gasPrice`)
 * bumped that many times.
 *
 * @example
 * feeCeilingOf({ type: 'legacy', gasPrice: 100n }, 2) // 128n (100 -> 113 -> 128)
 */
export function feeCeilingOf(fees: BulkMintFees, replacements: number): bigint {
  let current = fees
  for (let round = 0; round < replacements; round++) current = bumpFees(current)
  return current.type === 'legacy' ? current.gasPrice : current.maxFeePerGas
}
