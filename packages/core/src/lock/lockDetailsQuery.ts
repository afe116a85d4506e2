import type { Address, PublicClient } from 'viem'
import { chainQueryOptions } from '../query/chainQuery.ts'
import type { LockInfo } from './lockSchedule.ts'
import { readLock } from './readLock.ts'
import { type LockableToken, readLockableToken } from './readLockableToken.ts'

export type LockDetails = {
  /** Undefined when the chain's locker has no lock of that id. */
  lock: LockInfo | undefined
  token: LockableToken | undefined
  /** The chain's time at the block read, and this device's time (ms) then. */
  timestamp: bigint
  readAt: number
}

/**
 * One lock and its token (readLock, readLockableToken), for the shared lock page: read through the
 * app's own RPC for the lock's chain, so it needs no wallet. Waits for the locker and the id.
 *
 * @example
 * useQuery(lockDetailsQueryOptions(publicClient, { locker, id: 12n }))
 */
export function lockDetailsQueryOptions(
  client: PublicClient | undefined,
  { locker, id }: { locker: Address | null | undefined; id: bigint | undefined },
) {
  return chainQueryOptions({
    key: ['lockDetails', locker, id],
    client,
    ready: Boolean(locker && id !== undefined),
    retry: 3,
    read: async (client): Promise<LockDetails> => {
      const { lock, timestamp } = await readLock(client, { locker: locker as Address, id: id as bigint })
      const token = lock ? await readLockableToken(client, { token: lock.token }) : undefined
      return { lock, token, timestamp, readAt: Date.now() }
    },
  })
}
