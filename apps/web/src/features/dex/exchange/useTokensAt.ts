import { useQueries } from '@tanstack/react-query'
import { tokenQueryOptions } from '@tokenbox/core/tokens/tokenQuery.ts'
import type { Address } from 'viem'
import { usePublicClient } from 'wagmi'

/**
 * The tokens at `addresses` on `chainId` (core's tokenQueryOptions), one query each in the same
 * order; a `data` of null where an address holds no token.
 *
 * @example
 * const read = useTokensAt(entry.id, unlisted)
 * read[0]?.data?.symbol // 'TKN' once read
 */
export function useTokensAt(chainId: number, addresses: readonly Address[]) {
  const client = usePublicClient({ chainId })
  return useQueries({ queries: addresses.map((address) => tokenQueryOptions(client, { address })) })
}
