import { useQuery } from '@tanstack/react-query'
import { readTokenDetails } from '@tokenbox/core/tokens/readTokenDetails.ts'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'

/**
 * The token at `address` on the connected chain, read with core's readTokenDetails; `data` is
 * null when it is not a TokenBox token there. Keyed by chain, token and reader, so a chain or
 * account switch reads again.
 */
export function useTokenDetails(address: Address | undefined) {
  const { address: account, chainId } = useConnection()
  const publicClient = usePublicClient()
  return useQuery({
    queryKey: ['tokenDetails', chainId, address, account],
    enabled: Boolean(address && publicClient),
    queryFn: async () => (await readTokenDetails(publicClient!, { address: address!, account })) ?? null,
    retry: false,
  })
}
