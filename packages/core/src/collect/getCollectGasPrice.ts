import { type Address, type Client, encodeFunctionData, erc20Abi, getAddress } from 'viem'
import { estimateGas, getCode, getGasPrice } from 'viem/actions'
import { getGasFees } from '../gas/getGasFees.ts'
import { getGasLimit } from '../gas/getGasLimit.ts'
import { nativeTransferGas } from './planCollection.ts'
import type { CollectGasPrice } from './types.ts'

/**
 * The run's price per gas from TokenBox's gas strategy (getGasFees: the chain's fee market, chain
 * minimums). On a chain without a base fee it is the strategy's legacy `gasPrice` (the node's
 * `eth_gasPrice`, raised to the chain minimum), sent as type-0 sweeps. On an EIP-1559 chain the
 * strategy's cap (`maxFeePerGas`, the price with room for the base fee to rise for a few blocks)
 * becomes the one price, sent as cap and tip alike: a sub-wallet pays a little more than the bare
 * strategy price, in exchange for a sweep that is included even if the base fee rises and that
 * empties the wallet exactly. Where the strategy has no price (an EIP-1559 node without
 * `eth_feeHistory`, an idle chain) the node's `eth_gasPrice` is used as a legacy price.
 *
 * @example
 * const gasPrice = await getCollectGasPrice(publicClient) // { type: 'eip1559', price: 3_000_000_000n }
 */
export async function getCollectGasPrice(client: Client): Promise<CollectGasPrice> {
  const fees = await getGasFees(client)
  if (fees.type === 'eip1559') return { type: 'eip1559', price: fees.maxFeePerGas }
  if (fees.type === 'legacy') return { type: 'legacy', price: fees.gasPrice }
  return { type: 'legacy', price: await getGasPrice(client) }
}

/**
 * Gas limit of the native sweeps to `target`: exactly 21,000 for an account without code (a plain
 * transfer costs that and nothing else, so no margin is needed and the wallet ends at exactly its
 * `keep`). A contract target (a multisig, an exchange deposit contract, an EIP-7702 delegated
 * account) runs code on receipt, so its cost is estimated (from `from`, sending 1 wei) and given
 * the usual 10 % margin; the unused part of the limit is refunded and stays in the sub-wallet as
 * dust, which the screen says.
 *
 * @example
 * const sweepGasLimit = await getSweepGasLimit(publicClient, target, wallets[0].address)
 */
export async function getSweepGasLimit(client: Client, target: Address, from: Address): Promise<bigint> {
  const code = await getCode(client, { address: getAddress(target) })
  if (!code || code === '0x') return nativeTransferGas
  const estimate = await estimateGas(client, { account: from, to: target, value: 1n })
  return getGasLimit(estimate)
}

/**
 * The gas limit of one wallet's token transfer of `amount` to `target` (estimated from `from`,
 * with the usual margin): the collection forecast applies it to every wallet, the run estimates
 * each transfer again.
 *
 * @example
 * await getTokenTransferGasLimit(client, { token, from: holder, target, amount }) // 62_000n
 */
export async function getTokenTransferGasLimit(
  client: Client,
  parameters: { token: Address; from: Address; target: Address; amount: bigint },
): Promise<bigint> {
  const { token, from, target, amount } = parameters
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [target, amount] })
  return getGasLimit(await estimateGas(client, { account: from, to: token, data }))
}
