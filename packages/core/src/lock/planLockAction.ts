import { type Address, getAddress, type PublicClient, parseUnits } from 'viem'
import { readToken } from '../erc20/readToken.ts'
import type { DraftIssues } from '../forms/fieldIssues.ts'
import type { Plan } from '../transactions/plan.ts'
import type { Step } from '../transactions/types.ts'
import { extendLockSteps, renounceLockStep, transferLockStep, withdrawLockStep } from './lockActionSteps.ts'
import { validateExtendAmount, validateNewLockOwner, validateWithdrawPart } from './lockDraft.ts'
import { type LockInfo, withdrawableAt } from './lockSchedule.ts'
import { readLock } from './readLock.ts'
import { planWithdraw, readWithdrawRoom, type WithdrawRoom } from './readWithdrawRoom.ts'
import { validateNewUnlock } from './validateNewUnlock.ts'

/**
 * What the owner asks of a lock, as the My Lock dialogs give it: withdraw everything released (or,
 * `amount` set, that part of it), extend (a later date in seconds and/or tokens to add, as typed),
 * transfer to another owner (as typed), renounce.
 */
export type LockAction =
  | { kind: 'withdraw'; amount?: string | undefined }
  | { kind: 'extend'; newUnlock?: bigint | undefined; addAmount?: string | undefined }
  | { kind: 'transfer'; to: string }
  | { kind: 'renounce' }

/**
 * A lock action's plan: `ready` with its steps; for a withdrawal the token's max-wallet limit may
 * refuse the whole release in one transfer, then `partial` (at most `max` fits now) or `walletFull`
 * (nothing fits), and `nothing` when nothing is released now; `refused` with the dialog's issues by
 * field (`amount`, `newUnlockAt`, `addAmount`, `to`) when the values do not hold against the lock as
 * read now; `unread` with the node's error when a read failed, never taken for "no limit".
 */
export type LockActionPlan = Plan<
  { steps: Step[] },
  | { status: 'partial'; max: bigint; limit: WithdrawRoom; withdrawable: bigint }
  | { status: 'walletFull'; limit: WithdrawRoom; withdrawable: bigint }
  | { status: 'nothing' }
  | { status: 'refused'; issues: DraftIssues }
>

export type PlanLockActionParameters = {
  /** The chain's TokenLocker. */
  locker: Address
  id: bigint
  /** The wallet asking (the lock's owner): its balance pays an extension's added tokens. */
  account: Address
  action: LockAction
  /**
   * The chain's time as the screen counts it (its clock runs on from the block it read): the plan
   * takes the later of it and the newest block's, the earliest time a transaction can land at.
   */
  now?: bigint | undefined
}

/** The lock as read now; the locker answers every id it gave, so none is a failed read. */
async function readFreshLock(client: PublicClient, locker: Address, id: bigint) {
  const { lock, timestamp } = await readLock(client, { locker, id })
  if (!lock) throw new Error(`TokenLocker ${locker} has no lock ${id}`)
  return { lock, timestamp }
}

/**
 * Plans an owner's action on one lock (issue 78: the screen renders a core plan): reads the lock and
 * the chain's time at the newest block, and what the action needs besides (a withdrawal the token's
 * limit on the owner's wallet, readWithdrawRoom; an extension the token and the wallet's balance),
 * checks the dialog's values against them as the contract will, and builds the steps
 * (lockActionSteps).
 *
 * @example
 * const plan = await planLockAction(publicClient, { locker, id: 7n, account, action: { kind: 'withdraw' } })
 * if (plan.status === 'partial') openPartialWithdrawal(plan.max)
 */
export async function planLockAction(
  client: PublicClient,
  { locker, id, account, action, now }: PlanLockActionParameters,
): Promise<LockActionPlan> {
  try {
    const { lock, timestamp } = await readFreshLock(client, locker, id)
    const at = now !== undefined && now > timestamp ? now : timestamp
    switch (action.kind) {
      case 'withdraw':
        return await planWithdrawal(client, locker, lock, withdrawableAt(lock, at), action.amount)
      case 'extend': {
        const token = await readToken(client, { token: lock.token, owner: account })
        const issues: DraftIssues = {}
        const adding = Boolean(action.addAmount?.trim())
        const dateIssue = validateNewUnlock({ lock, newUnlock: action.newUnlock, now: at, adding })
        if (dateIssue) issues.newUnlockAt = { key: `validation.${dateIssue}` }
        const decimals = token?.decimals ?? 18
        const amountIssue = validateExtendAmount(action.addAmount, decimals, {
          dateChosen: Boolean(action.newUnlock),
          balance: token?.balance,
        })
        if (amountIssue) issues.addAmount = amountIssue
        if (Object.keys(issues).length > 0) return { status: 'refused', issues }
        const addAmount = adding ? parseUnits(action.addAmount!.trim(), decimals) : 0n
        return {
          status: 'ready',
          steps: extendLockSteps({
            locker,
            id,
            token: lock.token,
            newUnlock: action.newUnlock ?? 0n,
            addAmount,
          }),
        }
      }
      case 'transfer': {
        const issue = validateNewLockOwner(action.to, lock.owner)
        if (issue) return { status: 'refused', issues: { to: issue } }
        return {
          status: 'ready',
          steps: [transferLockStep({ locker, id, newOwner: getAddress(action.to.trim()) })],
        }
      }
      case 'renounce':
        return { status: 'ready', steps: [renounceLockStep({ locker, id })] }
    }
  } catch (error) {
    return { status: 'unread', error }
  }
}

/** Everything released when the owner's wallet can take it, else what fits (a typed part of it). */
async function planWithdrawal(
  client: PublicClient,
  locker: Address,
  lock: LockInfo,
  withdrawable: bigint,
  amount: string | undefined,
): Promise<LockActionPlan> {
  if (withdrawable === 0n) return { status: 'nothing' }
  const limit = await readWithdrawRoom(client, { token: lock.token, owner: lock.owner })
  const offer = planWithdraw(withdrawable, limit)
  if (amount === undefined) {
    if (offer.kind === 'full') return { status: 'ready', steps: [withdrawLockStep({ locker, id: lock.id })] }
    if (offer.kind === 'partial') return { status: 'partial', max: offer.max, limit: limit!, withdrawable }
    return { status: 'walletFull', limit: limit!, withdrawable }
  }
  const token = await readToken(client, { token: lock.token })
  const decimals = token?.decimals ?? 18
  const max = offer.kind === 'full' ? withdrawable : offer.kind === 'partial' ? offer.max : 0n
  const issue = validateWithdrawPart(amount, decimals, max)
  if (issue) return { status: 'refused', issues: { amount: issue } }
  return {
    status: 'ready',
    steps: [withdrawLockStep({ locker, id: lock.id, amount: parseUnits(amount.trim(), decimals) })],
  }
}
