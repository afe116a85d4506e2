import type { ErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import type { DraftIssue } from '@tokenbox/core/forms/fieldIssues.ts'
import {
  type Market314Action,
  type Market314ActionPlan,
  planMarket314Action,
} from '@tokenbox/core/tokens/market314/planMarket314Action.ts'
import { useState } from 'react'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { usePlannedRun } from '../../../app/transactions/usePlannedRun.ts'

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
  const flow = usePlannedRun<ReadyPlan>()
  const [refusal, setRefusal] = useState<ErrorMessage | undefined>()

  const act = async (action: Market314Action): Promise<DraftIssue | undefined> => {
    if (!address || !publicClient) return undefined
    setRefusal(undefined)
    let issue: DraftIssue | undefined
    await flow.start(async () => {
      const plan = await planMarket314Action(publicClient, { token, account: address, action })
      if (plan.status === 'unread') throw plan.error
      if (plan.status === 'invalid') {
        issue = plan.issue
        return undefined
      }
      if (plan.status === 'refused') {
        setRefusal(plan.reason)
        return undefined
      }
      return plan
    })
    return issue
  }

  const { result, preparing } = flow
  return {
    act,
    busy: preparing || flow.running,
    /** The action that just went through. */
    done: flow.done?.action,
    failure:
      refusal ??
      flow.prepareError ??
      // The last run's failure is not this attempt's: hidden while the plan reads.
      (result?.status === 'failed' && !preparing ? result.message : undefined),
  }
}
