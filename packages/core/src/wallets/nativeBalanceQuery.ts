import { type Address, type Client, hexToBigInt } from 'viem'
import { chainQueryOptions } from '../query/chainQuery.ts'

export type NativeBalance = { value: bigint; decimals: number; symbol: string }

/**
 * The native coin balance of `address` on the client's chain, in its coin's symbol and decimals.
 * Only for a client of `chainId` (the wallet's chain): a client of another chain would show another
 * network's balance. It sends `eth_getBalance` itself: viem's getBalance action bundles contract-call
 * encoding (about 22 kB gzip on the dashboard's first load) for a plain JSON-RPC read.
 *
 * @example
 * useQuery(nativeBalanceQueryOptions(client, { address, chainId }))
 */
export function nativeBalanceQueryOptions(
  client: Client | undefined,
  { address, chainId }: { address: Address | undefined; chainId: number | undefined },
) {
  return chainQueryOptions({
    key: ['nativeBalance', address],
    client,
    ready: Boolean(address && client?.chain?.id === chainId),
    retry: 3,
    read: async (client): Promise<NativeBalance> => {
      const value = hexToBigInt(
        await client.request({ method: 'eth_getBalance', params: [address as Address, 'latest'] }),
      )
      const coin = client.chain?.nativeCurrency ?? { decimals: 18, symbol: 'ETH' }
      return { value, decimals: coin.decimals, symbol: coin.symbol }
    },
  })
}
