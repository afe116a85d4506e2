import { useQuery } from '@tanstack/react-query'
import { tokenPowersQueryOptions } from '@tokenbox/core/safety/tokenSafetyQuery.ts'
import type { Address } from 'viem'
import { usePublicClient } from 'wagmi'

/**
 * What the token at `token` can still do to its buyers, read as the safety check reads it (core's
 * tokenPowersQueryOptions over readTokenPowers), on the connected chain.
 *
 * @example
 * const found = useTokenPowers(state.token)
 * found.data && usablePowers(found.data.powers)
 */
export function useTokenPowers(token: Address) {
  const publicClient = usePublicClient()
  return useQuery(tokenPowersQueryOptions(publicClient, { token }))
}
