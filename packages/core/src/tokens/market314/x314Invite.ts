import { type Address, getAddress, isAddress, type PublicClient, zeroAddress } from 'viem'
import { x314TokenAbi } from '../../contracts/X314Token.abi.ts'
import type { Market314State } from './read314State.ts'

/** Why an x314 inviter cannot be bound (the token refuses the same: `X314Market.bindInviter`). */
export type X314InviterIssue = {
  key:
    | 'm314.invite.issue.noShare'
    | 'm314.invite.issue.bound'
    | 'm314.invite.issue.address'
    | 'm314.invite.issue.self'
    | 'm314.invite.issue.loop'
    | 'm314.invite.issue.balance'
  params?: { amount: bigint }
}

/**
 * Whether `account` may bind `inviter` on this x314 token, as the token decides it: the token pays
 * an invitation share, the account has no inviter yet, the inviter is an address other than the
 * account, is not the account's own invitee, and holds at least `minBindAmount`. Reads the
 * inviter's balance and inviter at `blockNumber` (the block `state` was read at, so both agree), or
 * at the latest block.
 *
 * @example
 * const issue = await x314InviterIssue(publicClient, { state, account, inviter: form.inviter })
 * if (issue) showError(t(issue.key, issue.params))
 */
export async function x314InviterIssue(
  client: PublicClient,
  {
    state,
    account,
    inviter,
    blockNumber,
  }: { state: Market314State; account: Address; inviter: string; blockNumber?: bigint | undefined },
): Promise<X314InviterIssue | undefined> {
  const x = state.x314
  if (!x || x.inviteBps === 0) return { key: 'm314.invite.issue.noShare' }
  if (x.inviter && x.inviter !== zeroAddress) return { key: 'm314.invite.issue.bound' }
  const text = inviter.trim()
  if (!isAddress(text)) return { key: 'm314.invite.issue.address' }
  const address = getAddress(text)
  if (address === getAddress(account)) return { key: 'm314.invite.issue.self' }
  const [balance, itsInviter] = await Promise.all([
    client.readContract({
      address: state.token,
      abi: x314TokenAbi,
      functionName: 'balanceOf',
      args: [address],
      blockNumber,
    }),
    client.readContract({
      address: state.token,
      abi: x314TokenAbi,
      functionName: 'inviterOf',
      args: [address],
      blockNumber,
    }),
  ])
  if (getAddress(itsInviter) === getAddress(account)) return { key: 'm314.invite.issue.loop' }
  if (balance < x.minBindAmount)
    return { key: 'm314.invite.issue.balance', params: { amount: x.minBindAmount } }
  return undefined
}
