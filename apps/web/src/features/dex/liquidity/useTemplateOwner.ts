import { useQuery } from '@tanstack/react-query'
import { templateOwnerQueryOptions } from '@tokenbox/core/tokens/templateOwnerQuery.ts'
import { usePublicClient } from 'wagmi'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'

/**
 * Whether `token` is a TokenBox token and who owns it (core's templateOwnerQueryOptions); null data
 * for any other contract. Read only when `wanted` (a taxed token), as it costs two requests.
 *
 * @example
 * const made = useTemplateOwner(tokenA, taxed)
 */
export function useTemplateOwner(token: string | undefined, wanted: boolean) {
  const { chainId } = useCurrentNetwork()
  const client = usePublicClient({ chainId })
  return useQuery(templateOwnerQueryOptions(client, { token, wanted }))
}
