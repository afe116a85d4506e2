import type { DraftIssue } from '@tokenbox/core/forms/fieldIssues.ts'
import { planSaleAction, type SaleActionPlan } from '@tokenbox/core/tokens/sale/planSaleAction.ts'
import type { SaleActionKind } from '@tokenbox/core/tokens/sale/saleActions.ts'
import type { SaleState } from '@tokenbox/core/tokens/sale/saleState.ts'
import { useState } from 'react'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { usePlannedAction } from '../../../app/transactions/usePlannedAction.ts'

type ReadyPlan = Extract<SaleActionPlan, { status: 'ready' }>

/**
 * A sale token's actions, owned here so the sale panel only renders: the amount typed to buy and
 * its issue, each action through core's plan (planSaleAction: the amount checked, the sale read
 * again at the newest block, the action checked against it, its step) and the runner, and the sale
 * read again after each run or refusal (the state moved: the screen shows it as it is now).
 * `failure` is why the last action did not go: core's refusal, a read that failed, or the run's.
 *
 * @example
 * const action = useSaleAction(loaded, sale.data, sale.refetch)
 * <Button onClick={() => action.act('claimRefund')} loading={action.busy} />
 */
export function useSaleAction(
  token: Address | undefined,
  sale: SaleState | null | undefined,
  refetch: () => unknown,
) {
  const { address } = useConnection()
  // The client the sale's state was read with (useSaleState's).
  const publicClient = usePublicClient()
  const action = usePlannedAction<ReadyPlan>()
  const [amount, setAmount] = useState('')
  const [amountIssue, setAmountIssue] = useState<DraftIssue | undefined>()

  const act = async (kind: SaleActionKind) => {
    if (!token || !address || !publicClient) return
    if (kind === 'buy') setAmountIssue(undefined)
    let invalid = false
    const outcome = await action.act(
      () =>
        planSaleAction(publicClient, {
          token,
          account: address,
          action: kind === 'buy' ? { kind, amount } : { kind },
          hub: sale?.hub,
        }),
      (plan) => {
        invalid = true
        setAmountIssue(plan.issues.amount)
      },
    )
    // A typed amount refused read nothing; anything else may have moved the sale.
    if (outcome || !invalid) void refetch()
  }

  return {
    amount,
    setAmount,
    amountIssue,
    act,
    busy: action.busy,
    /** The action that just went through. */
    done: action.done?.kind,
    failure: action.failure,
  }
}
