import { type Client, MethodNotFoundRpcError, MethodNotSupportedRpcError } from 'viem'
import { getChainId, getFeeHistory } from 'viem/actions'
import { walkCauses } from '../errors/walkCauses.ts'
import { computeGasPrice } from './computeGasPrice.ts'
import { type GasFees, toGasFees } from './toGasFees.ts'

export type GetGasFeesParameters = {
  /** The chain being priced; read from the client (its chain, else `eth_chainId`) when omitted. */
  chainId?: number
}

/**
 * TokenBox's one gas strategy (spec 000 sections 7 and 9): reads `eth_feeHistory` over the last
 * 10 blocks at the 50th percentile, takes the 6th lowest of base fee plus reward
 * ({@link computeGasPrice}) and turns it into fee fields with the chain minimums
 * ({@link toGasFees}). A node without `eth_feeHistory` gives `{}`, leaving the price to the
 * wallet; any other failure (the RPC is down) is thrown, so the flow reports it.
 *
 * @example
 * const fees = await getGasFees(publicClient)
 * await walletClient.sendTransaction({ to, value, gas, ...fees })
 */
export async function getGasFees(client: Client, parameters: GetGasFeesParameters = {}): Promise<GasFees> {
  const chainId = parameters.chainId ?? client.chain?.id ?? (await getChainId(client))
  try {
    const history = await getFeeHistory(client, {
      blockCount: 10,
      rewardPercentiles: [50],
      blockTag: 'latest',
    })
    return toGasFees(chainId, computeGasPrice(history), history)
  } catch (error) {
    const unsupported = walkCauses(
      error,
      (cause) => cause instanceof MethodNotFoundRpcError || cause instanceof MethodNotSupportedRpcError,
    )
    if (unsupported) return toGasFees(chainId, undefined, { baseFeePerGas: [] })
    throw error
  }
}
