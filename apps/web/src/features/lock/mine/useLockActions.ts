import type { DraftIssues } from '@tokenbox/core/forms/fieldIssues.ts'
import { type LockInfo, withdrawableAt } from '@tokenbox/core/lock/lockSchedule.ts'
import { type LockAction, type LockActionPlan, planLockAction } from '@tokenbox/core/lock/planLockAction.ts'
import { planWithdraw, type WithdrawRoom } from '@tokenbox/core/lock/readWithdrawRoom.ts'
import type { Step } from '@tokenbox/core/transactions/types.ts'
import { useState } from 'react'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { usePlannedRun } from '../../../app/transactions/usePlannedRun.ts'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'
import { useLockableToken } from '../useLockableToken.ts'

/** The owner's dialogs over one lock. */
export type LockDialog = 'withdraw' | 'extend' | 'transfer'

export type UseLockActionsParameters = {
  lock: LockInfo
  locker: Address
  /** The token's max-wallet limit on the owner, as the list read it (absent: none). */
  limit?: WithdrawRoom | undefined
  /** The chain's time now: what is withdrawable grows with it (a linear lock every second). */
  timestamp: bigint
  onChanged: () => void
  /** The open dialog when the list keeps it (controlled), and its setter. */
  dialog?: LockDialog | null | undefined
  onDialog?: ((dialog: LockDialog | null) => void) | undefined
}

/**
 * The owner's actions over one lock, owned here so LockActions only renders: which dialog is open,
 * what is withdrawable at the chain's time now and what the token's limit lets one withdrawal take
 * (`offer`), the wallet's balance while the extension is open, and each action through core's plan
 * (planLockAction: the lock read again, the dialog's values checked against it, the steps) and the
 * runner. `act` resolves with the dialog's issues by field when core refuses its values.
 *
 * @example
 * const actions = useLockActions({ lock, locker, limit, timestamp, onChanged })
 * const issues = await actions.act({ kind: 'transfer', to })
 */
export function useLockActions({
  lock,
  locker,
  limit,
  timestamp,
  onChanged,
  dialog,
  onDialog,
}: UseLockActionsParameters) {
  const { address } = useConnection()
  const publicClient = usePublicClient({ chainId: useCurrentNetwork().chainId })
  const flow = usePlannedRun<{ steps: Step[] }>()
  const [ownDialog, setOwnDialog] = useState<LockDialog | null>(null)
  const open = onDialog ? (dialog ?? null) : ownDialog
  const setOpen = onDialog ?? setOwnDialog
  // Withdrawable at the chain's time now, not at the block the lock was read: a withdrawal lands in
  // a later block, which releases at least this much.
  const withdrawable = withdrawableAt(lock, timestamp)
  const offer = planWithdraw(withdrawable, limit)
  // What the wallet holds of the token, for the extension's "add tokens" (read while it is open).
  const wallet = useLockableToken(open === 'extend' ? lock.token : undefined, locker)

  const act = async (action: LockAction): Promise<DraftIssues | undefined> => {
    if (!address || !publicClient) return undefined
    let plan: LockActionPlan | undefined
    const outcome = await flow.start(async () => {
      plan = await planLockAction(publicClient, {
        locker,
        id: lock.id,
        account: address,
        action,
        now: timestamp,
      })
      if (plan.status === 'unread') throw plan.error
      return plan.status === 'ready' ? plan : undefined
    })
    if (outcome?.status === 'done') {
      setOpen(null)
      onChanged()
    }
    const answered = plan as LockActionPlan | undefined
    if (answered?.status === 'refused') return answered.issues
    // The lock or the token's limit moved since the list read them: it reads them again, and a
    // withdrawal that no longer fits in one transfer opens the partial one.
    if (
      answered?.status === 'partial' ||
      answered?.status === 'walletFull' ||
      answered?.status === 'nothing'
    ) {
      if (answered.status !== 'nothing') setOpen('withdraw')
      onChanged()
    }
    return undefined
  }

  return {
    ...flow,
    dialog: open,
    setDialog: setOpen,
    withdrawable,
    offer,
    balance: wallet.data?.balance,
    /** Everything released in one click when it fits, else the partial withdrawal's dialog. */
    withdraw: () => (offer.kind === 'full' ? void act({ kind: 'withdraw' }) : setOpen('withdraw')),
    act,
  }
}
