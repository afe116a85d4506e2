import { useQuery } from '@tanstack/react-query'
import { lockDetailsQueryOptions } from '@tokenbox/core/lock/lockDetailsQuery.ts'
import type { Address } from 'viem'
import { usePublicClient } from 'wagmi'

export type { LockDetails } from '@tokenbox/core/lock/lockDetailsQuery.ts'

/**
 * One lock and its token, read from chain `chainId` through the app's own RPC for that chain (core's
 * lockDetailsQueryOptions): the shared lock page needs no wallet, and a wallet on another chain
 * changes nothing.
 *
 * @example
 * const details = useLockDetails(56, locker.data, 12n)
 */
export function useLockDetails(chainId: number, locker: Address | null | undefined, id: bigint | undefined) {
  const publicClient = usePublicClient({ chainId })
  return useQuery(lockDetailsQueryOptions(publicClient, { locker, id }))
}
