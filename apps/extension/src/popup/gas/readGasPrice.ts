import { getGasFees } from '@tokenbox/core/gas/getGasFees.ts'
import type { Client } from 'viem'

/** What the popup shows of a chain's gas: the product's price, in the chain's own fee market. */
export type GasReading =
  /** An EIP-1559 chain: the fee cap and the tip TokenBox's tools would send now. */
  | { kind: 'eip1559'; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
  /** A chain without a base fee (pre-London, BSC): the one gas price. */
  | { kind: 'legacy'; gasPrice: bigint }
  /** The node keeps no fee history (or the chain charges nothing): the wallet sets the price. */
  | { kind: 'wallet' }

/**
 * The current gas price of the client's chain by TokenBox's one gas strategy (core's getGasFees:
 * fee history over 10 blocks at the 50th percentile, chain minimums), as the popup shows it.
 * Rejects when the node does not answer.
 *
 * @example
 * const reading = await readGasPrice(publicClientFor(entry), entry.id)
 * if (reading.kind === 'eip1559') formatGwei(reading.maxFeePerGas, 'en') // '3.2'
 */
export async function readGasPrice(client: Client, chainId: number): Promise<GasReading> {
  const fees = await getGasFees(client, { chainId })
  if (fees.type === 'legacy') return { kind: 'legacy', gasPrice: fees.gasPrice }
  if (fees.type === 'eip1559')
    return {
      kind: 'eip1559',
      maxFeePerGas: fees.maxFeePerGas,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
    }
  return { kind: 'wallet' }
}
