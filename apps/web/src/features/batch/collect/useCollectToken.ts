import { useQuery } from '@tanstack/react-query'
import { readLockableToken } from '@tokenbox/core/lock/readLockableToken.ts'
import type { Address, PublicClient } from 'viem'
import { usePublicClient } from 'wagmi'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'

/** The token to collect as the screen needs it. */
export type CollectToken = { address: Address; symbol: string; decimals: number }

/**
 * Symbol and decimals of the token at `address` on the current chain; `data` is null when the
 * address holds no ERC-20 token there. (Core's readLockableToken reads exactly these views; its
 * pair detection is not used here.)
 */
export function useCollectToken(address: Address | undefined) {
  const { chainId } = useCurrentNetwork()
  const publicClient = usePublicClient({ chainId }) as PublicClient | undefined
  return useQuery({
    queryKey: ['collectToken', chainId, address],
    enabled: Boolean(address && publicClient),
    queryFn: async (): Promise<CollectToken | null> => {
      const token = await readLockableToken(publicClient!, { token: address! })
      return token ? { address: token.address, symbol: token.symbol, decimals: token.decimals } : null
    },
    retry: false,
  })
}
