import { useQuery } from '@tanstack/react-query'
import { type Address, hexToBigInt } from 'viem'
import { useClient } from 'wagmi'

export type NativeBalance = { value: bigint; decimals: number; symbol: string }

/**
 * The native coin balance of `address` on chain `chainId` (the wallet's current one), through wagmi's client and
 * the shared query cache (it refreshes when queries are invalidated after a transaction).
 *
 * It sends `eth_getBalance` itself: wagmi's useBalance and even viem's getBalance action bundle
 * contract-call encoding (a Multicall3 path for token balances and block overrides), about 22 kB
 * gzip on the dashboard's first load for a plain JSON-RPC read.
 *
 * @example
 * const { data } = useNativeBalance(address, chainId)
 * data && formatBalance(data.value, data.decimals)
 */
export function useNativeBalance(address: Address | undefined, chainId: number | undefined) {
  // Only a chain the app is configured for: on any other, wagmi would hand back the default
  // chain's client and the balance shown would belong to another network.
  const client = useClient({ chainId })
  return useQuery({
    queryKey: ['nativeBalance', client?.chain.id, address],
    enabled: Boolean(client && address && client.chain.id === chainId),
    queryFn: async (): Promise<NativeBalance> => {
      if (!client || !address) throw new Error('useNativeBalance ran without a client or an address')
      const value = hexToBigInt(
        await client.request({ method: 'eth_getBalance', params: [address, 'latest'] }),
      )
      return {
        value,
        decimals: client.chain.nativeCurrency.decimals,
        symbol: client.chain.nativeCurrency.symbol,
      }
    },
  })
}
