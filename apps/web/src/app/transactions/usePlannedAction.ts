import type { ErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import type { Step } from '@tokenbox/core/transactions/types.ts'
import { useState } from 'react'
import { usePlannedRun } from './usePlannedRun.ts'

/** A planner's answer when the chain could not be read: the error, shown as a read that failed. */
type Unread = { status: 'unread'; error: unknown }
/** A planner's answer when the contract would refuse the action: why, in the user's words. */
type Refused = { status: 'refused'; reason: ErrorMessage }

/**
 * One action on a contract the screen shows (a sale's buy, a fair launch's mint, a 314 trade, a
 * multisig order's vote), planned by core at the newest block and then run: `act(plan, otherwise)`
 * asks core's planner, throws an unread answer to the runner (a read that failed), keeps a refusal
 * as `refusal`, runs a ready plan, and hands any other answer (what was typed is invalid, the
 * contract is gone) to `otherwise`, running nothing. `failure` is why the last action did not go:
 * the refusal, the planning's failure, or the run's (hidden while the next plan reads). `done` is
 * the plan that last went through.
 *
 * @example
 * const action = usePlannedAction<ReadyPlan>()
 * await action.act(() => planSaleAction(publicClient, { token, account, action }), (plan) => setIssue(plan.issues.amount))
 */
export function usePlannedAction<Ready extends { status: 'ready'; steps: readonly Step[] }>() {
  const flow = usePlannedRun<Ready>()
  const [refusal, setRefusal] = useState<ErrorMessage | undefined>()

  const act = <Answer extends { status: string }>(
    plan: () => Promise<Answer>,
    otherwise?: (answer: Exclude<Answer, Ready | Unread | Refused>) => void,
  ) => {
    setRefusal(undefined)
    return flow.start(async () => {
      const answer = await plan()
      if (answer.status === 'unread') throw (answer as unknown as Unread).error
      if (answer.status === 'refused') {
        setRefusal((answer as unknown as Refused).reason)
        return undefined
      }
      if (answer.status === 'ready') return answer as unknown as Ready
      otherwise?.(answer as Exclude<Answer, Ready | Unread | Refused>)
      return undefined
    })
  }

  const { result, preparing } = flow
  return {
    ...flow,
    act,
    busy: preparing || flow.running,
    /** Core's refusal or the planning's failure (the run's own failure aside). */
    refusal: refusal ?? flow.prepareError ?? undefined,
    failure:
      refusal ??
      flow.prepareError ??
      // The last run's failure is not this attempt's: hidden while the plan reads.
      (result?.status === 'failed' && !preparing ? result.message : undefined),
  }
}
