import { useQueryClient } from '@tanstack/react-query'
import { type TokenAsset, tokenQueryOptions } from '@tokenbox/core/tokens/tokenQuery.ts'
import { useCallback } from 'react'
import type { Address } from 'viem'
import { usePublicClient } from 'wagmi'

/**
 * Reads the token at an address on `chainId` when asked (core's tokenQueryOptions, shared with
 * every screen that read it): null where the address holds no token, or the app has no client for
 * the chain; a node that fails throws.
 *
 * @example
 * const readToken = useTokenReader(chainId)
 * const info = await readToken(typed) // { symbol, decimals, ... } or null
 */
export function useTokenReader(chainId: number): (token: Address) => Promise<TokenAsset | null> {
  const publicClient = usePublicClient({ chainId })
  const queryClient = useQueryClient()
  return useCallback(
    async (token) =>
      publicClient ? await queryClient.fetchQuery(tokenQueryOptions(publicClient, { address: token })) : null,
    [publicClient, queryClient],
  )
}
