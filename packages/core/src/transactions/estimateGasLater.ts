import {
  type AccessList,
  type Account,
  type Address,
  formatTransactionRequest,
  type Hex,
  numberToHex,
  type PublicClient,
} from 'viem'
import { parseAccount } from 'viem/accounts'
import { retryTransientRead } from './retryTransientRead.ts'

/**
 * How far on the chain's clock {@link estimateGasLater} estimates: about as long as a wallet's
 * prompt, the signature and the inclusion take, so the block the transaction lands in is seen.
 */
export const laterEstimateSeconds = 60n

export type LaterEstimateRequest = {
  account: Account | Address
  to?: Address | undefined
  data?: Hex | undefined
  value?: bigint | undefined
  accessList?: AccessList | undefined
}

/**
 * The gas of `request` on the latest state with the block's clock {@link laterEstimateSeconds} on
 * (`eth_estimateGas`'s block overrides, which geth, anvil and their kin take), or undefined where
 * the endpoint refuses the overrides or the call would revert by then. For a call whose cost grows
 * with the time between the estimate and its block: a node estimates with the latest block's
 * clock, and a staking pool touched in that block skips there the reward update the next block
 * runs, with storage first written from zero in every account of an inviter chain (up to 32
 * generations: more than any fixed headroom). Measured in mining.test.ts: a first stake with an
 * inviter, two generations deep, estimated 158,389 gas in the pool's block and used 309,819 a
 * second later; estimated a minute on, 314,315.
 *
 * @example
 * const later = await estimateGasLater(publicClient, { account, to: pool, data })
 * const gas = later !== undefined && later > estimate ? later : estimate
 */
export async function estimateGasLater(
  publicClient: PublicClient,
  { account, ...request }: LaterEstimateRequest,
): Promise<bigint | undefined> {
  try {
    const latest = await retryTransientRead(() => publicClient.getBlock({ blockTag: 'latest' }))
    const time = numberToHex(latest.timestamp + laterEstimateSeconds)
    const rpcRequest = formatTransactionRequest({ ...request, account: parseAccount(account) })
    const estimate = await retryTransientRead(() =>
      publicClient.request({
        method: 'eth_estimateGas',
        // Viem's estimateGas sends no block overrides: the method's fourth parameter, the third
        // (state overrides) left empty.
        params: [rpcRequest, 'latest', {}, { time }] as never,
      }),
    )
    return BigInt(estimate as Hex)
  } catch {
    // An endpoint without block overrides, or a call that reverts a minute on (a pool ending,
    // a sale closing): the plain estimate and the step's headroom stand.
    return undefined
  }
}
