import { type Address, type PublicClient, zeroAddress } from 'viem'
import { chainQueryOptions } from '../query/chainQuery.ts'
import type { LockInfo } from './lockSchedule.ts'
import { type LockableToken, readLockableToken } from './readLockableToken.ts'
import { readLocks } from './readLocks.ts'
import { readWithdrawRoom, type WithdrawRoom } from './readWithdrawRoom.ts'

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

export type LocksFilter = {
  locker: Address | null | undefined
  /** My Lock: the owner's locks. */
  owner?: Address | undefined
  /** The public view: a token's locks. */
  token?: Address | undefined
}

/**
 * Locks of an owner (My Lock) or of a token (the public view) from the chain's TokenLocker
 * (readLocks), with the locked tokens' symbols, decimals and supplies, and for an owner each token's
 * max-wallet room. Waits for the locker and an owner or a token.
 *
 * @example
 * useQuery(locksQueryOptions(publicClient, { locker, owner: account }))
 */
export function locksQueryOptions(client: PublicClient | undefined, filter: LocksFilter) {
  const { locker } = filter
  return chainQueryOptions({
    key: ['locks', locker, filter.owner, filter.token],
    client,
    ready: Boolean(locker && (filter.owner || filter.token)),
    retry: 3,
    read: async (client): Promise<LocksData> => {
      // One client per chain: the chain it was made for (asked of the node only if it has none).
      const chainId = client.chain?.id ?? (await client.getChainId())
      const [block, locks] = await Promise.all([
        client.getBlock(),
        filter.owner
          ? readLocks(client, { locker: locker as Address, owner: filter.owner })
          : readLocks(client, { locker: locker as Address, token: filter.token as Address }),
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
