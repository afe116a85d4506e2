import type { DraftIssue } from '@tokenbox/core/forms/fieldIssues.ts'
import {
  type Market314Action,
  type Market314ActionPlan,
  planMarket314Action,
} from '@tokenbox/core/tokens/market314/planMarket314Action.ts'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { usePlannedAction } from '../../../app/transactions/usePlannedAction.ts'

type ReadyPlan = Extract<Market314ActionPlan, { status: 'ready' }>

/**
 * One panel's actions on an ERC314 token (the sale, the credit, the invitation, Manage Token), owned
 * here so the panels only render: each action through core's plan (planMarket314Action: the form's
 * checks, the market read again at the newest block, the action checked against it, its step) and
 * the runner. `act` resolves with the form's issue when the plan found one (nothing was sent);
 * `failure` is why the last action did not go: core's refusal, a read that failed, or the run's.
 * The market itself is read again on every block (useMarket314State), so the panels follow it.
 *
 * @example
 * const sale = useMarket314Action(state.token)
 * const issue = await sale.act({ kind: 'buySale', amount })
 */
export function useMarket314Action(token: Address) {
  const { address } = useConnection()
  // The client the market was read with (useMarket314State's).
  const publicClient = usePublicClient()
  const planned = usePlannedAction<ReadyPlan>()

  const act = async (action: Market314Action): Promise<DraftIssue | undefined> => {
    if (!address || !publicClient) return undefined
    let issue: DraftIssue | undefined
    await planned.act(
      () => planMarket314Action(publicClient, { token, account: address, action }),
      (plan) => {
        issue = plan.issue
      },
    )
    return issue
  }

  return {
    act,
    busy: planned.busy,
    /** The action that just went through. */
    done: planned.done?.action,
    failure: planned.failure,
  }
}
