import { useQuery } from '@tanstack/react-query'
import { swapTaxQueryOptions } from '@tokenbox/core/dex/swapTaxQuery.ts'
import { usePublicClient } from 'wagmi'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'

/**
 * What a test buy and sell of `token` through the current chain's best route from its native coin
 * showed (core's swapTaxQueryOptions: one `eth_call`, nothing sent): its buy and sell tax and
 * whether it can be sold at all. Not run for the native coin, its wrapped token and the
 * catalogue's tokens. `data` is null when no route from the native coin reaches the token.
 *
 * @example
 * const tax = useSwapTax(tokenOut)
 * tax.data?.canSell === false // the honeypot warning
 */
export function useSwapTax(token: string | undefined) {
  const { chainId, entry } = useCurrentNetwork()
  const client = usePublicClient({ chainId })
  return useQuery(swapTaxQueryOptions(client, { entry, token }))
}
