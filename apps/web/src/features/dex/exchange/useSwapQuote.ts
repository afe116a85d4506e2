import { useQuery } from '@tanstack/react-query'
import type { SwapQuoteKind } from '@tokenbox/core/dex/quoteSwap.ts'
import { swapQuoteQueryOptions } from '@tokenbox/core/dex/swapQuoteQuery.ts'
import type { Address } from 'viem'
import { useBlockNumber, usePublicClient } from 'wagmi'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'

export type SwapQuoteRequest = {
  /** The router's ends (the native coin as its wrapped token). */
  tokenIn: Address
  tokenOut: Address
  kind: SwapQuoteKind
  /** Base units of the exact side; nothing is quoted while undefined or 0. */
  amount: bigint | undefined
}

/**
 * The best route for a trade on the current chain's DEXes (core's swapQuoteQueryOptions: every router,
 * direct and through the wrapped coin and the catalogue's stablecoins, in one aggregator call),
 * quoted again whenever a new block arrives. `stale` is true while the quote on screen was read
 * at an older block than the newest one seen: it cannot be sent until it is refreshed.
 *
 * @example
 * const quote = useSwapQuote({ tokenIn: weth, tokenOut: usdt, kind: 'exactIn', amount: 10n ** 18n })
 * quote.data?.best?.amountOut
 */
export function useSwapQuote(request: SwapQuoteRequest) {
  const { chainId, entry } = useCurrentNetwork()
  const client = usePublicClient({ chainId })
  const block = useBlockNumber({ chainId, watch: true })
  const query = useQuery(swapQuoteQueryOptions(client, { entry, ...request, block: block.data }))
  const { kind } = request
  const current =
    query.data !== undefined &&
    query.data.kind === kind &&
    !query.isPlaceholderData &&
    (block.data === undefined || query.data.blockNumber >= block.data)
  return { ...query, stale: query.data !== undefined && !current, latestBlock: block.data }
}
