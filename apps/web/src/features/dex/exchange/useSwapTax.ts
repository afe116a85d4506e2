import { useQuery } from '@tanstack/react-query'
import { nativeTokenAddress } from '@tokenbox/core/chains/constants.ts'
import { measureSwapTax } from '@tokenbox/core/dex/measureSwapTax.ts'
import { quoteSwap } from '@tokenbox/core/dex/quoteSwap.ts'
import { type Address, isAddress, isAddressEqual } from 'viem'
import { usePublicClient } from 'wagmi'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'
import { swapMarket } from './exchangeModel.ts'

/** The native coin a test buy spends: small, so a thin pool still fills it (10^15 wei). */
const probeValue = 10n ** 15n

/**
 * What a test buy and sell of `token` through the chain's best route from its native coin showed
 * (core's measureSwapTax: one `eth_call`, nothing sent): its buy and sell tax and whether it can be
 * sold at all. Not run for the native coin, its wrapped token and the catalogue's tokens.
 * `data` is null when no route from the native coin reaches the token (it cannot be tested).
 *
 * @example
 * const tax = useSwapTax(tokenOut)
 * tax.data?.canSell === false // the honeypot warning
 */
export function useSwapTax(token: string | undefined) {
  const { chainId, entry } = useCurrentNetwork()
  const client = usePublicClient({ chainId })
  const address = token && isAddress(token) ? token : undefined
  const listed =
    !address ||
    isAddressEqual(address, nativeTokenAddress) ||
    (entry?.tokens ?? []).some((listedToken) => isAddressEqual(listedToken.address, address)) ||
    (entry ? isAddressEqual(entry.wrappedNative, address) : false)
  return useQuery({
    queryKey: ['swapTax', chainId, address?.toLowerCase()],
    queryFn: async () => {
      if (!client || !entry || !address) throw new Error('useSwapTax: not ready')
      const market = swapMarket(entry)
      const route = await quoteSwap(client, {
        ...market,
        tokenIn: entry.wrappedNative,
        tokenOut: address as Address,
        kind: 'exactIn',
        amount: probeValue,
        multicallAddress: entry.multicall,
      })
      if (!route.best) return null
      const reading = await measureSwapTax(client, {
        router: route.best.venue.router,
        buyPath: route.best.path,
        value: probeValue,
      })
      return { ...reading, venue: route.best.venue.name }
    },
    enabled: Boolean(client && entry && address && !listed && entry.swaps.length > 0),
    staleTime: 60_000,
    retry: 1,
  })
}
