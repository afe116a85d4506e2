import type { Address, PublicClient } from 'viem'
import { taxTokenAbi } from '../contracts/TaxToken.abi.ts'
import { whenContractRefuses } from '../errors/contractRefusal.ts'

export type ReadWithdrawRoomParameters = {
  token: Address
  /** The lock's owner, who receives the withdrawal. */
  owner: Address
}

/** The token's limit on `owner`: its max wallet, what `owner` holds, and `room`, the difference (0 when full). */
export type WithdrawRoom = { maxWallet: bigint; balance: bigint; room: bigint }

/**
 * The most a withdrawal from the locker can deliver to `owner` right now (`room`), given the token's
 * max-wallet limit, or undefined when the token sets no such limit for `owner`.
 *
 * TokenBox's TaxToken family (TaxToken, DividendToken, LpDividendToken) refuses a transfer that
 * would take a receiver that is neither wallet-limit exempt nor a market pair above `maxWallet()`
 * (0 = off), and its owner may lower that limit after a lock was made: a full withdrawal can then
 * fail for good, and only a partial one of at most `maxWallet - balance` goes through. Tokens without
 * `maxWallet()` or `accountInfo()` have no cap (the contract refuses the read); a read the node
 * fails throws, never taken for "no cap".
 *
 * @example
 * const limit = await readWithdrawRoom(publicClient, { token: lock.token, owner: lock.owner })
 * const plan = planWithdraw(lock.withdrawable, limit) // { kind: 'partial', max: 1000n } when capped
 */
export async function readWithdrawRoom(
  client: PublicClient,
  { token, owner }: ReadWithdrawRoomParameters,
): Promise<WithdrawRoom | undefined> {
  const read = <T>(promise: Promise<T>) => promise.catch(whenContractRefuses(undefined))
  const [maxWallet, info, balance] = await Promise.all([
    read(client.readContract({ address: token, abi: taxTokenAbi, functionName: 'maxWallet' })),
    read(
      client.readContract({ address: token, abi: taxTokenAbi, functionName: 'accountInfo', args: [owner] }),
    ),
    read(client.readContract({ address: token, abi: taxTokenAbi, functionName: 'balanceOf', args: [owner] })),
  ])
  if (!maxWallet || !info || balance === undefined) return undefined
  if (info.walletLimitExempt || info.marketPair) return undefined
  return { maxWallet, balance, room: maxWallet > balance ? maxWallet - balance : 0n }
}

/**
 * What My Lock offers for a lock's withdrawable amount and the owner's room under the token's limit:
 * the one-click full withdrawal when it fits (or the token has no limit), a partial withdrawal of at
 * most `max` when it does not, or nothing while the owner's wallet is already at the limit.
 */
export type WithdrawPlan = { kind: 'full' } | { kind: 'partial'; max: bigint } | { kind: 'full-wallet' }

export function planWithdraw(withdrawable: bigint, limit: WithdrawRoom | undefined): WithdrawPlan {
  if (limit === undefined || withdrawable <= limit.room) return { kind: 'full' }
  if (limit.room === 0n) return { kind: 'full-wallet' }
  return { kind: 'partial', max: limit.room }
}
