import type { Client } from 'viem'
import { getBlock, getChainId, getFeeHistory, getGasPrice } from 'viem/actions'
import { endpointRefused } from '../errors/endpointRefused.ts'
import { computeGasPrice } from './computeGasPrice.ts'
import { isLegacyChain } from './isLegacyChain.ts'
import { type GasFees, toGasFees } from './toGasFees.ts'

export type GetGasFeesParameters = {
  /** The chain being priced; read from the client (its chain, else `eth_chainId`) when omitted. */
  chainId?: number
}

/**
 * TokenBox's one gas strategy (spec 000 sections 7 and 9), for every transaction the product
 * sends. It asks the node which fee market it runs ({@link isLegacyChain}: the latest block's
 * base fee, and the fee history's):
 * - a chain without a base fee (pre-London, BSC) is priced from `eth_gasPrice` and gets a legacy
 *   (type-0) request;
 * - an EIP-1559 chain is priced from `eth_feeHistory` over the last 10 blocks at the 50th
 *   percentile, the 6th lowest of base fee plus reward ({@link computeGasPrice}), and gets
 *   `maxFeePerGas` / `maxPriorityFeePerGas`.
 * Either way the chain minimums apply ({@link toGasFees}). An EIP-1559 node without
 * `eth_feeHistory` (refused in whatever words: `endpointRefused`) gives `{}`, leaving the price
 * to the wallet; a failure to reach the RPC is thrown, so the flow reports it.
 *
 * The block and the history are read together: one round trip on an EIP-1559 chain; a legacy
 * chain costs a second one for `eth_gasPrice` (its refusal of `eth_feeHistory`, as a pre-London
 * Hardhat node answers, is then beside the point and ignored).
 *
 * @example
 * const fees = await getGasFees(publicClient)
 * await walletClient.sendTransaction({ to, value, gas, ...fees })
 */
export async function getGasFees(client: Client, parameters: GetGasFeesParameters = {}): Promise<GasFees> {
  const [chainId, latest, history] = await Promise.all([
    parameters.chainId ?? client.chain?.id ?? getChainId(client),
    getBlock(client, { blockTag: 'latest' }),
    getFeeHistory(client, { blockCount: 10, rewardPercentiles: [50], blockTag: 'latest' }).then(
      (read) => ({ read }),
      (error: unknown) => ({ error }),
    ),
  ])
  if (isLegacyChain(latest.baseFeePerGas, 'read' in history ? history.read : undefined))
    return toGasFees(chainId, { type: 'legacy', gasPrice: await getGasPrice(client) })
  if ('read' in history)
    return toGasFees(chainId, { type: 'eip1559', computed: computeGasPrice(history.read) })
  if (endpointRefused(history.error)) return toGasFees(chainId, { type: 'eip1559', computed: undefined })
  throw history.error
}
