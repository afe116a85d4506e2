import type { Address } from 'viem'
import { tokenLockerAbi } from '../contracts/TokenLocker.abi.ts'
import { approve } from '../transactions/approve.ts'
import { call } from '../transactions/call.ts'
import type { Step } from '../transactions/types.ts'

export type WithdrawLockStepParameters = {
  locker: Address
  id: bigint
  /**
   * How much to take: omitted, everything released (`withdraw(id)`); set, that part of it
   * (`withdraw(id, amount)`, 1..withdrawable), for a token whose max-wallet limit refuses the whole
   * amount in one transfer (see {@link readWithdrawRoom}).
   */
  amount?: bigint | undefined
}

/**
 * The owner's withdrawal from a lock: all that is released, or a part of it.
 *
 * @example
 * withdrawLockStep({ locker, id: 7n })                   // everything released
 * withdrawLockStep({ locker, id: 7n, amount: 10n ** 21n }) // 1,000 tokens of it
 */
export function withdrawLockStep({ locker, id, amount }: WithdrawLockStepParameters): Step {
  return amount === undefined
    ? call({ address: locker, abi: tokenLockerAbi, functionName: 'withdraw', args: [id], label: 'withdraw' })
    : call({
        address: locker,
        abi: tokenLockerAbi,
        functionName: 'withdraw',
        args: [id, amount],
        label: 'withdraw',
      })
}

/** The owner gives the lock up for good: nobody can withdraw its tokens afterwards. */
export function renounceLockStep({ locker, id }: { locker: Address; id: bigint }): Step {
  return call({
    address: locker,
    abi: tokenLockerAbi,
    functionName: 'renounceLock',
    args: [id],
    label: 'renounce',
  })
}

/** The owner gives the lock to `newOwner`. */
export function transferLockStep({
  locker,
  id,
  newOwner,
}: {
  locker: Address
  id: bigint
  newOwner: Address
}): Step {
  return call({
    address: locker,
    abi: tokenLockerAbi,
    functionName: 'transferLock',
    args: [id, newOwner],
    label: 'transfer',
  })
}

export type ExtendLockStepsParameters = {
  locker: Address
  id: bigint
  token: Address
  /** New unlock date in seconds, 0n keeps it. */
  newUnlock: bigint
  /** Tokens to add (approved first when more than 0). */
  addAmount: bigint
}

/** Moves a lock's unlock date later and/or adds tokens to it (approving them first). */
export function extendLockSteps({
  locker,
  id,
  token,
  newUnlock,
  addAmount,
}: ExtendLockStepsParameters): Step[] {
  const steps: Step[] = []
  if (addAmount > 0n) steps.push(approve({ token, spender: locker, amount: addAmount, label: 'approve' }))
  steps.push(
    call({
      address: locker,
      abi: tokenLockerAbi,
      functionName: 'extend',
      args: [id, newUnlock, addAmount],
      label: 'extend',
    }),
  )
  return steps
}
