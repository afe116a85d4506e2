import type { ComputedGasPrice, FeeHistorySample } from './computeGasPrice.ts'
import { gasPriceMinimums } from './gasPriceMinimums.ts'

/**
 * Fee fields for a transaction request. Empty when the strategy has no price to set: the
 * wallet (or viem) prices the transaction itself.
 */
export type GasFees =
  | { gasPrice: bigint; maxFeePerGas?: undefined; maxPriorityFeePerGas?: undefined }
  | { gasPrice?: undefined; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
  | { gasPrice?: undefined; maxFeePerGas?: undefined; maxPriorityFeePerGas?: undefined }

/**
 * Turns the strategy's price into transaction fee fields for a chain.
 *
 * 1. Chain minimums (spec 000 section 9): BSC (56, 97) at least 1 gwei, Polygon (137) at least
 *    50 gwei. Elsewhere the price is set only if above 0; a zero price returns `{}`.
 * 2. Legacy or EIP-1559: a chain whose fee history shows no base fee at all (every entry 0, as on
 *    BSC and on pre-London chains) gets a legacy `gasPrice`. On an EIP-1559 chain the price is
 *    what the transaction should cost per gas, so it is split the way the protocol charges it:
 *    `maxPriorityFeePerGas` = price minus the chosen block's base fee (the sampled tip, plus
 *    whatever a chain minimum added), and `maxFeePerGas` = the larger of the price and twice the
 *    next block's base fee plus that tip. The cap leaves room for the base fee to rise for a few
 *    blocks before inclusion; the protocol refunds everything above base fee plus tip, so the
 *    user still pays the strategy's price when the base fee holds.
 *
 * @example
 * toGasFees(56, { price: 0n, baseFeePerGas: 0n, priorityFeePerGas: 0n, nextBaseFeePerGas: 0n }, { baseFeePerGas: [0n] })
 * // { gasPrice: 1_000_000_000n }
 */
export function toGasFees(
  chainId: number,
  computed: ComputedGasPrice | undefined,
  history: Pick<FeeHistorySample, 'baseFeePerGas'>,
): GasFees {
  const minimum = gasPriceMinimums[chainId] ?? 0n
  const sampled = computed?.price ?? 0n
  const price = sampled > minimum ? sampled : minimum
  if (price <= 0n) return {}
  const legacy = history.baseFeePerGas.every((fee) => fee === 0n)
  if (legacy || !computed) return { gasPrice: price }
  const maxPriorityFeePerGas = price - computed.baseFeePerGas
  const headroom = 2n * computed.nextBaseFeePerGas + maxPriorityFeePerGas
  return { maxFeePerGas: price > headroom ? price : headroom, maxPriorityFeePerGas }
}
