import type { Address, PublicClient } from 'viem'
import { tokenLockerAbi } from '../contracts/TokenLocker.abi.ts'
import { type LockInfo, lockKinds } from './lockSchedule.ts'

/** Index entries scanned per call, and locks read per getLocks call: well inside RPC gas caps. */
const pageSize = 200n
const detailsChunk = 100

export type ReadLocksParameters = {
  /** The chain's TokenLocker. */
  locker: Address
} & ({ owner: Address; token?: undefined } | { token: Address; owner?: undefined })

/**
 * Every lock `owner` holds now, or every lock ever made of `token`, with its details, newest first.
 * Reads the locker's own indexes page by page (no log scans, so any RPC node will do); an owner's
 * index may list a lock twice (given away and back), so ids are deduplicated.
 *
 * @example
 * const mine = await readLocks(publicClient, { locker, owner: account })
 * const ofToken = await readLocks(publicClient, { locker, token })
 */
export async function readLocks(client: PublicClient, parameters: ReadLocksParameters): Promise<LockInfo[]> {
  const { locker } = parameters
  const ids = new Set<bigint>()
  let cursor = 0n
  for (;;) {
    const [page, next] = parameters.owner
      ? await client.readContract({
          address: locker,
          abi: tokenLockerAbi,
          functionName: 'locksOfOwner',
          args: [parameters.owner, cursor, pageSize],
        })
      : await client.readContract({
          address: locker,
          abi: tokenLockerAbi,
          functionName: 'locksOfToken',
          args: [parameters.token, cursor, pageSize],
        })
    for (const id of page) ids.add(id)
    if (next <= cursor || next - cursor < pageSize) break
    cursor = next
  }
  const sorted = [...ids].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))
  return await readLocksById(client, locker, sorted)
}

/** Details of the given lock ids, in the same order. */
export async function readLocksById(
  client: PublicClient,
  locker: Address,
  ids: readonly bigint[],
): Promise<LockInfo[]> {
  const chunks: bigint[][] = []
  for (let index = 0; index < ids.length; index += detailsChunk)
    chunks.push(ids.slice(index, index + detailsChunk))
  const views = await Promise.all(
    chunks.map((chunk) =>
      client.readContract({ address: locker, abi: tokenLockerAbi, functionName: 'getLocks', args: [chunk] }),
    ),
  )
  return views.flat().map((view) => ({
    id: view.id,
    token: view.token,
    isLp: view.isLp,
    owner: view.owner,
    kind: lockKinds[view.kind] ?? 'fixed',
    start: BigInt(view.start),
    end: BigInt(view.end),
    cycle: BigInt(view.cycle),
    firstBps: BigInt(view.firstBps),
    cycleBps: BigInt(view.cycleBps),
    amount: view.amount,
    withdrawn: view.withdrawn,
    withdrawable: view.withdrawable,
    description: view.description,
  }))
}
