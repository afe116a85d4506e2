import { useQuery } from '@tanstack/react-query'
import type { LockInfo } from '@tokenbox/core/lock/lockSchedule.ts'
import { type LockableToken, readLockableToken } from '@tokenbox/core/lock/readLockableToken.ts'
import { readLocks } from '@tokenbox/core/lock/readLocks.ts'
import { readWithdrawRoom, type WithdrawRoom } from '@tokenbox/core/lock/readWithdrawRoom.ts'
import { type Address, zeroAddress } from 'viem'
import { usePublicClient } from 'wagmi'
import { useCurrentNetwork } from '../../wallet/network/useCurrentNetwork.ts'

export type LocksData = {
  locks: LockInfo[]
  /** Each locked token's metadata, by address. */
  tokens: Record<Address, LockableToken>
  /**
   * My Lock: each token's max-wallet limit on the owner, for tokens with something withdrawable
   * (absent: no limit), so a withdrawal that would not fit is offered in parts.
   */
  limits: Record<Address, WithdrawRoom | undefined>
  /** The chain's time when the locks were read (statuses follow the chain, not this computer's clock). */
  timestamp: bigint
  /** This device's time (ms) when `timestamp` was read, to run the chain's clock on from there. */
  readAt: number
  /** The chain the locks are on (links to a lock's page name it). */
  chainId: number
}

/**
 * Locks of an owner (My Lock) or of a token (the public view) from the chain's TokenLocker, with the
 * locked tokens' symbols, decimals and supplies.
 */
export function useLocks(locker: Address | null | undefined, filter: { owner?: Address; token?: Address }) {
  const { chainId } = useCurrentNetwork()
  const publicClient = usePublicClient({ chainId })
  return useQuery({
    queryKey: ['locks', chainId, locker, filter.owner, filter.token],
    enabled: Boolean(locker && publicClient && (filter.owner || filter.token)),
    queryFn: async (): Promise<LocksData> => {
      const client = publicClient!
      const [block, locks] = await Promise.all([
        client.getBlock(),
        filter.owner
          ? readLocks(client, { locker: locker!, owner: filter.owner })
          : readLocks(client, { locker: locker!, token: filter.token! }),
      ])
      const addresses = [...new Set(locks.map((lock) => lock.token))]
      const read = await Promise.all(addresses.map((token) => readLockableToken(client, { token })))
      const tokens: Record<Address, LockableToken> = {}
      for (const token of read) if (token) tokens[token.address] = token
      const limits: Record<Address, WithdrawRoom | undefined> = {}
      const owner = filter.owner
      if (owner) {
        // Every token with something still to withdraw, not only what is withdrawable at this block:
        // a linear or period lock releases more while the page is open.
        const capped = [
          ...new Set(
            locks
              .filter((lock) => lock.withdrawn < lock.amount && lock.owner !== zeroAddress)
              .map((lock) => lock.token),
          ),
        ]
        const rooms = await Promise.all(capped.map((token) => readWithdrawRoom(client, { token, owner })))
        capped.forEach((token, index) => {
          limits[token] = rooms[index]
        })
      }
      return { locks, tokens, limits, timestamp: block.timestamp, readAt: Date.now(), chainId }
    },
  })
}
