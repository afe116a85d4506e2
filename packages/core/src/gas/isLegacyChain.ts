import type { FeeHistorySample } from './computeGasPrice.ts'

/**
 * Whether a chain prices gas the pre-London way: one `gasPrice` per transaction, sent as a
 * type-0 (legacy) transaction, with no base fee to split a price against. Decided from the node,
 * never from the catalogue, so a chain that upgrades is priced right the day it does:
 * - the latest block has no `baseFeePerGas` (null or missing): the node runs a hardfork before
 *   London (EIP-1559), where a type-2 transaction is refused outright;
 * - or the latest block's base fee is 0 and so is every base fee of the fee history (when there
 *   is one): BSC and its testnet keep the field but burn nothing, so a split into base fee and tip
 *   means nothing there and validators order by the plain gas price.
 * One non-zero base fee in the history is enough to call the chain EIP-1559.
 *
 * @example
 * isLegacyChain(null) // true: a Berlin node
 * isLegacyChain(0n, { baseFeePerGas: [0n, 0n, 0n] }) // true: BSC
 * isLegacyChain(7n, { baseFeePerGas: [9n, 8n, 7n] }) // false: Ethereum
 */
export function isLegacyChain(
  latestBaseFeePerGas: bigint | null | undefined,
  history?: Pick<FeeHistorySample, 'baseFeePerGas'>,
): boolean {
  if (latestBaseFeePerGas === null || latestBaseFeePerGas === undefined) return true
  return latestBaseFeePerGas === 0n && (history?.baseFeePerGas ?? []).every((fee) => fee === 0n)
}
