import { useQuery } from '@tanstack/react-query'
import { nativeBalanceQueryOptions } from '@tokenbox/core/wallets/nativeBalanceQuery.ts'
import type { Address } from 'viem'
import { useClient } from 'wagmi'

export type { NativeBalance } from '@tokenbox/core/wallets/nativeBalanceQuery.ts'

/**
 * The native coin balance of `address` on chain `chainId` (the wallet's current one), through
 * wagmi's bare client and the shared query cache (it refreshes when queries are invalidated after a
 * transaction); core's nativeBalanceQueryOptions.
 *
 * @example
 * const { data } = useNativeBalance(address, chainId)
 * data && formatBalance(data.value, data.decimals)
 */
export function useNativeBalance(address: Address | undefined, chainId: number | undefined) {
  // Only a chain the app is configured for: on any other, wagmi would hand back the default
  // chain's client and the balance shown would belong to another network.
  const client = useClient({ chainId })
  return useQuery(nativeBalanceQueryOptions(client, { address, chainId }))
}
