import type { Address, PublicClient } from 'viem'
import type { ChainEntry } from '../chains/types.ts'
import { chainQueryOptions } from '../query/chainQuery.ts'
import { swapMarket } from './chainMarket.ts'
import { quoteSwap, type SwapQuoteKind } from './quoteSwap.ts'

export type SwapQuoteQueryParameters = {
  entry: ChainEntry | undefined
  /** The router's ends (the native coin as its wrapped token). */
  tokenIn: Address
  tokenOut: Address
  kind: SwapQuoteKind
  /** Base units of the exact side; nothing is quoted while undefined or 0. */
  amount: bigint | undefined
  /** The newest block: the trade is quoted again at each one. */
  block: bigint | undefined
}

/**
 * The best route for a trade on the chain's DEXes (quoteSwap over swapMarket: every router, direct
 * and through the wrapped coin and the catalogue's stablecoins, in one aggregator call), quoted
 * again at every block; the last quote stays on screen while the next loads. A failed quote is
 * tried once more.
 *
 * @example
 * useQuery(swapQuoteQueryOptions(client, { entry, tokenIn: weth, tokenOut: usdt, kind: 'exactIn', amount: 10n ** 18n, block }))
 */
export function swapQuoteQueryOptions(
  client: PublicClient | undefined,
  parameters: SwapQuoteQueryParameters,
) {
  const { entry, tokenIn, tokenOut, kind, amount, block } = parameters
  return chainQueryOptions({
    key: ['swapQuote', tokenIn.toLowerCase(), tokenOut.toLowerCase(), kind, amount, block],
    client,
    ready: Boolean(entry && amount && amount > 0n && entry.swaps.length > 0),
    followsBlocks: true,
    retry: 1,
    read: (client) => {
      const chain = entry as ChainEntry
      return quoteSwap(client, {
        ...swapMarket(chain),
        tokenIn,
        tokenOut,
        kind,
        amount: amount as bigint,
        multicallAddress: chain.multicall,
      })
    },
  })
}
