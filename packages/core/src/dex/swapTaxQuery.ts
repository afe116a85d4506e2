import { type Address, isAddress, type PublicClient } from 'viem'
import type { ChainEntry } from '../chains/types.ts'
import { chainQueryOptions } from '../query/chainQuery.ts'
import { swapMarket } from './chainMarket.ts'
import { isListedToken } from './isListedToken.ts'
import { measureSwapTax } from './measureSwapTax.ts'
import { quoteSwap } from './quoteSwap.ts'

/** The native coin a test buy spends: small, so a thin pool still fills it (10^15 wei). */
const probeValue = 10n ** 15n

/**
 * What a test buy and sell of `token` through the chain's best route from its native coin showed
 * (measureSwapTax: one `eth_call`, nothing sent): its buy and sell tax and whether it can be sold at
 * all. Not run for the native coin, its wrapped token and the catalogue's tokens. `data` is null
 * when no route from the native coin reaches the token (it cannot be tested). Kept a minute.
 *
 * @example
 * useQuery(swapTaxQueryOptions(client, { entry, token: tokenOut })).data?.canSell === false // the honeypot warning
 */
export function swapTaxQueryOptions(
  client: PublicClient | undefined,
  { entry, token }: { entry: ChainEntry | undefined; token: string | undefined },
) {
  const address = token && isAddress(token) ? token : undefined
  const listed = !address || (entry ? isListedToken(entry, address) : false)
  return chainQueryOptions({
    key: ['swapTax', address?.toLowerCase()],
    client,
    ready: Boolean(entry && address && !listed && entry.swaps.length > 0),
    staleTime: 60_000,
    retry: 1,
    read: async (client) => {
      const chain = entry as ChainEntry
      const route = await quoteSwap(client, {
        ...swapMarket(chain),
        tokenIn: chain.wrappedNative,
        tokenOut: address as Address,
        kind: 'exactIn',
        amount: probeValue,
        multicallAddress: chain.multicall,
      })
      if (!route.best) return null
      const reading = await measureSwapTax(client, {
        router: route.best.venue.router,
        buyPath: route.best.path,
        value: probeValue,
      })
      return { ...reading, venue: route.best.venue.name }
    },
  })
}
