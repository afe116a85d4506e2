import { type Address, isAddress, type PublicClient } from 'viem'
import { chainQueryOptions } from '../query/chainQuery.ts'
import { readTemplateOwner } from './readTemplateOwner.ts'

/**
 * Whether `token` is a TokenBox token and who owns it (readTemplateOwner); null for any other
 * contract. Read only when `wanted` (a taxed token), as it costs two requests. Kept a minute.
 *
 * @example
 * useQuery(templateOwnerQueryOptions(client, { token: tokenA, wanted: taxed }))
 */
export function templateOwnerQueryOptions(
  client: PublicClient | undefined,
  { token, wanted }: { token: string | undefined; wanted: boolean },
) {
  const address = token && isAddress(token) ? (token as Address) : undefined
  return chainQueryOptions({
    key: ['templateOwner', address?.toLowerCase()],
    client,
    ready: Boolean(address && wanted),
    staleTime: 60_000,
    retry: 3,
    read: async (client) => (await readTemplateOwner(client, { token: address as Address })) ?? null,
  })
}
