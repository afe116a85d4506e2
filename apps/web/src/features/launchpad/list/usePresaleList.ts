import { useQuery } from '@tanstack/react-query'
import {
  type PresaleListQueryParameters,
  presaleListQueryOptions,
} from '@tokenbox/core/launchpad/presaleListQuery.ts'
import { useConnection, usePublicClient } from 'wagmi'

/**
 * The chain's presales (core's presaleListQueryOptions over the factory's PresaleCreated events),
 * filtered, searched by token, and limited to the account's contributions when `mine`.
 */
export function usePresaleList(parameters: Omit<PresaleListQueryParameters, 'account'>) {
  const { address: account } = useConnection()
  const publicClient = usePublicClient()
  return useQuery(presaleListQueryOptions(publicClient, { ...parameters, account }))
}
