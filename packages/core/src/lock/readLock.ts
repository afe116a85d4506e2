import type { Address, PublicClient } from 'viem'
import { tokenLockerAbi } from '../contracts/TokenLocker.abi.ts'
import type { LockInfo } from './lockSchedule.ts'
import { readLocksById } from './readLocks.ts'

export type ReadLockParameters = {
  /** The chain's TokenLocker. */
  locker: Address
  id: bigint
}

export type ReadLockReturnType = {
  /** Undefined when the locker has no lock of that id. */
  lock: LockInfo | undefined
  /** The chain's time at the block read (lock pages count down by the chain's clock). */
  timestamp: bigint
}

/**
 * One lock by id, for the page a lock's link opens, with the chain's time at the block read. Ids
 * run from 1 to the locker's `lockCount`; any other id is answered with no lock rather than the
 * contract's LockNotFound revert, so a mistyped link is a "no such lock" page, not an error.
 *
 * @example
 * const { lock, timestamp } = await readLock(publicClient, { locker, id: 12n })
 * if (!lock) showNotFound()
 */
export async function readLock(
  client: PublicClient,
  { locker, id }: ReadLockParameters,
): Promise<ReadLockReturnType> {
  const block = await client.getBlock()
  const count = await client.readContract({
    address: locker,
    abi: tokenLockerAbi,
    functionName: 'lockCount',
    blockNumber: block.number,
  })
  if (id < 1n || id > count) return { lock: undefined, timestamp: block.timestamp }
  const [lock] = await readLocksById(client, locker, [id])
  return { lock, timestamp: block.timestamp }
}
