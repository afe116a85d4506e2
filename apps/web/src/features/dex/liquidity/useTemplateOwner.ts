import { useQuery } from '@tanstack/react-query'
import { readTemplateOwner } from '@tokenbox/core/tokens/readTemplateOwner.ts'
import { type Address, isAddress } from 'viem'
import { usePublicClient } from 'wagmi'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'

/**
 * Whether `token` is a TokenBox token and who owns it (core's readTemplateOwner); undefined data
 * for any other contract. Read only when `wanted` (a taxed token), as it costs two requests.
 *
 * @example
 * const made = useTemplateOwner(tokenA, taxed)
 */
export function useTemplateOwner(token: string | undefined, wanted: boolean) {
  const { chainId } = useCurrentNetwork()
  const client = usePublicClient({ chainId })
  const address = token && isAddress(token) ? (token as Address) : undefined
  return useQuery({
    queryKey: ['templateOwner', chainId, address?.toLowerCase()],
    queryFn: async () => {
      if (!client || !address) throw new Error('useTemplateOwner: not ready')
      return (await readTemplateOwner(client, { token: address })) ?? null
    },
    enabled: Boolean(client && address && wanted),
    staleTime: 60_000,
  })
}
