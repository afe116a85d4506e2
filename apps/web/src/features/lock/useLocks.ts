import { useQuery } from '@tanstack/react-query'
import { locksQueryOptions } from '@tokenbox/core/lock/locksQuery.ts'
import type { Address } from 'viem'
import { usePublicClient } from 'wagmi'
import { useCurrentNetwork } from '../../wallet/network/useCurrentNetwork.ts'

export type { LocksData } from '@tokenbox/core/lock/locksQuery.ts'

/**
 * Locks of an owner (My Lock) or of a token (the public view) from the chain's TokenLocker, with the
 * locked tokens' symbols, decimals and supplies (core's locksQueryOptions).
 */
export function useLocks(locker: Address | null | undefined, filter: { owner?: Address; token?: Address }) {
  const { chainId } = useCurrentNetwork()
  const publicClient = usePublicClient({ chainId })
  return useQuery(locksQueryOptions(publicClient, { locker, ...filter }))
}
