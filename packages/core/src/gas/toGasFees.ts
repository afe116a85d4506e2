import type { ComputedGasPrice } from './computeGasPrice.ts'
import { gasPriceMinimums } from './gasPriceMinimums.ts'

/**
 * Fee fields for a transaction request, with the transaction type they go with. Spread into a
 * viem request as they are: `type: 'legacy'` keeps a gasPrice-priced request a type-0 transaction
 * even when it carries other fields. Empty when the strategy has no price to set: the wallet (or
 * viem) prices the transaction itself.
 */
export type GasFees =
  | { type: 'legacy'; gasPrice: bigint; maxFeePerGas?: undefined; maxPriorityFeePerGas?: undefined }
  | { type: 'eip1559'; gasPrice?: undefined; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
  | { type?: undefined; gasPrice?: undefined; maxFeePerGas?: undefined; maxPriorityFeePerGas?: undefined }

/** What the node told the strategy about its fee market (see getGasFees). */
export type FeeMarketReading =
  /** A chain without a base fee (see isLegacyChain): its `eth_gasPrice`. */
  | { type: 'legacy'; gasPrice: bigint }
  /** An EIP-1559 chain: the fee-history price, or undefined when the node keeps no fee history. */
  | { type: 'eip1559'; computed: ComputedGasPrice | undefined }

/**
 * Turns what the node said into transaction fee fields for a chain.
 *
 * 1. Chain minimums (spec 000 section 9), on either kind of chain: BSC (56, 97) at least 1 gwei,
 *    Polygon (137) at least 50 gwei.
 * 2. A legacy chain gets `{ type: 'legacy', gasPrice }`: the node's `eth_gasPrice` raised to the
 *    minimum. Always set, even at 0 (a chain whose node asks nothing), so the request stays type 0:
 *    left to itself a wallet may try a type-2 transaction, which a pre-London node refuses.
 * 3. On an EIP-1559 chain the fee-history price is what the transaction should cost per gas, so
 *    it is split the way the protocol charges it: `maxPriorityFeePerGas` = price minus the chosen
 *    block's base fee (the sampled tip, plus whatever a chain minimum added), and `maxFeePerGas` =
 *    the larger of the price and twice the next block's base fee plus that tip. The cap leaves
 *    room for the base fee to rise for a few blocks before inclusion; the protocol refunds
 *    everything above base fee plus tip, so the user still pays the strategy's price when the base
 *    fee holds. A zero price (an idle chain that charges nothing) returns `{}`. Without fee history
 *    there is no base fee to split against: a chain minimum is then sent as a legacy `gasPrice`
 *    (every EIP-1559 chain accepts type 0), and `{}` leaves the price to the wallet elsewhere.
 *
 * @example
 * toGasFees(56, { type: 'legacy', gasPrice: 100_000_000n })
 * // { type: 'legacy', gasPrice: 1_000_000_000n }
 */
export function toGasFees(chainId: number, reading: FeeMarketReading): GasFees {
  const minimum = gasPriceMinimums[chainId] ?? 0n
  const atLeastMinimum = (price: bigint) => (price > minimum ? price : minimum)
  if (reading.type === 'legacy') return { type: 'legacy', gasPrice: atLeastMinimum(reading.gasPrice) }
  const { computed } = reading
  if (!computed) return minimum > 0n ? { type: 'legacy', gasPrice: minimum } : {}
  const price = atLeastMinimum(computed.price)
  if (price <= 0n) return {}
  const maxPriorityFeePerGas = price - computed.baseFeePerGas
  const headroom = 2n * computed.nextBaseFeePerGas + maxPriorityFeePerGas
  return { type: 'eip1559', maxFeePerGas: price > headroom ? price : headroom, maxPriorityFeePerGas }
}
