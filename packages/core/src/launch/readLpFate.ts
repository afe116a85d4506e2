import { type Address, erc20Abi, isAddressEqual, type PublicClient } from 'viem'
import { minimumLiquidity } from '../dex/quoteAddLiquidity.ts'
import type { LockInfo } from '../lock/lockSchedule.ts'
import { readLocks } from '../lock/readLocks.ts'
import { launchBurnAddress } from './types.ts'

/** Where a pool's LP went: burned beyond the pair's own minimum, and the live TokenBox locks of it. */
export type LpFate = {
  /**
   * LP at the burn address beyond MINIMUM_LIQUIDITY: some pairs (the local AMM) keep their first
   * 1,000 units there for good, which is the pool's own minimum, not anyone's burn.
   */
  burned: bigint
  /** The locker's LP locks of the pair still holding some, of `owner` when given. */
  locks: LockInfo[]
}

/**
 * What became of `pair`'s LP: how much was burned and which TokenBox locks hold it (all of them,
 * or `owner`'s). The launch's progress and its shareable summary both read it.
 *
 * @example
 * const { burned, locks } = await readLpFate(client, { pair, locker, owner: creator })
 */
export async function readLpFate(
  client: PublicClient,
  {
    pair,
    locker,
    owner,
  }: { pair: Address | undefined; locker?: Address | undefined; owner?: Address | undefined },
): Promise<LpFate> {
  if (!pair) return { burned: 0n, locks: [] }
  const [atBurn, locks] = await Promise.all([
    client.readContract({
      address: pair,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [launchBurnAddress],
    }),
    locker
      ? readLocks(client, owner ? { locker, owner } : { locker, token: pair })
      : Promise.resolve([] as LockInfo[]),
  ])
  return {
    burned: atBurn > minimumLiquidity ? atBurn : 0n,
    locks: locks.filter(
      (lock) => isAddressEqual(lock.token, pair) && lock.isLp && lock.amount > lock.withdrawn,
    ),
  }
}
