import type { Address, PublicClient } from 'viem'
import { chainQueryOptions } from '../../query/chainQuery.ts'
import { quote314 } from './quote314.ts'

export type Quote314QueryParameters = {
  token: Address
  side: 'buy' | 'sell'
  /** The settled amount; nothing is quoted while undefined or 0. */
  amountIn: bigint | undefined
  slippageBps: number
  /** The block the market was read at: the quote is of that block's reserves. */
  blockNumber: bigint
}

/**
 * The 314 token's own quote for a trade (quote314) at the block its market was read at, asked again
 * at every block; the last quote stays on screen (as a placeholder) while the next loads. A failed
 * quote is tried once more.
 *
 * @example
 * useQuery(quote314QueryOptions(publicClient, { token, side: 'buy', amountIn, slippageBps: 100, blockNumber }))
 */
export function quote314QueryOptions(client: PublicClient | undefined, parameters: Quote314QueryParameters) {
  const { token, side, amountIn, slippageBps, blockNumber } = parameters
  return chainQueryOptions({
    key: ['quote314', token, side, amountIn, slippageBps, blockNumber],
    client,
    ready: Boolean(amountIn && amountIn > 0n),
    followsBlocks: true,
    retry: 1,
    read: (client) =>
      quote314(client, { token, side, amountIn: amountIn as bigint, slippageBps, blockNumber }),
  })
}
