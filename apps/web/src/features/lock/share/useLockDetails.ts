import { useQuery } from '@tanstack/react-query'
import type { LockInfo } from '@tokenbox/core/lock/lockSchedule.ts'
import { readLock } from '@tokenbox/core/lock/readLock.ts'
import { type LockableToken, readLockableToken } from '@tokenbox/core/lock/readLockableToken.ts'
import type { Address } from 'viem'
import { usePublicClient } from 'wagmi'

export type LockDetails = {
  /** Undefined when the chain's locker has no lock of that id. */
  lock: LockInfo | undefined
  token: LockableToken | undefined
  /** The chain's time at the block read, and this device's time (ms) then. */
  timestamp: bigint
  readAt: number
}

/**
 * One lock and its token, read from chain `chainId` through the app's own RPC for that chain: the
 * shared lock page needs no wallet, and a wallet on another chain changes nothing.
 *
 * @example
 * const details = useLockDetails(56, locker.data, 12n)
 */
export function useLockDetails(chainId: number, locker: Address | null | undefined, id: bigint | undefined) {
  const publicClient = usePublicClient({ chainId })
  return useQuery({
    queryKey: ['lockDetails', chainId, locker, id?.toString()],
    enabled: Boolean(publicClient && locker && id !== undefined),
    queryFn: async (): Promise<LockDetails> => {
      const client = publicClient!
      const { lock, timestamp } = await readLock(client, { locker: locker!, id: id! })
      const token = lock ? await readLockableToken(client, { token: lock.token }) : undefined
      return { lock, token, timestamp, readAt: Date.now() }
    },
  })
}
