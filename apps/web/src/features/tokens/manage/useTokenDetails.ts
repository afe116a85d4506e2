import { useQuery } from '@tanstack/react-query'
import { tokenDetailsQueryOptions } from '@tokenbox/core/tokens/tokenDetailsQuery.ts'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'

/**
 * The token at `address` on the connected chain (core's tokenDetailsQueryOptions); `data` is null
 * when it is not a TokenBox token there. Keyed by chain, token and account, so a chain or account
 * switch reads again.
 */
export function useTokenDetails(address: Address | undefined) {
  const { address: account } = useConnection()
  const publicClient = usePublicClient()
  return useQuery(tokenDetailsQueryOptions(publicClient, { address, account }))
}
