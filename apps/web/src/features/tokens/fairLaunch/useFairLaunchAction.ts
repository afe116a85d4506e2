import type { FairLaunchActionKind } from '@tokenbox/core/tokens/fairLaunch/fairLaunchActions.ts'
import {
  type FairLaunchAction,
  type FairLaunchActionPlan,
  planFairLaunchAction,
} from '@tokenbox/core/tokens/fairLaunch/planFairLaunchAction.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { usePlannedAction } from '../../../app/transactions/usePlannedAction.ts'
import { issueText } from '../create/issueRule.ts'

type ReadyPlan = Extract<FairLaunchActionPlan, { status: 'ready' }>

/**
 * A fair launch's actions, owned here so the mint screen only renders: the mint count, the coin of
 * a mint by transfer and the whitelist lines typed, each action through core's plan
 * (planFairLaunchAction: the launch read again at the newest block, the action checked against it
 * as the token checks it, its step) and the runner, and the launch read again after each run or
 * refusal. `issue` is what is wrong with what was typed; `failure` why the last action did not go:
 * core's refusal in the contract's words, a read that failed, or the run's.
 *
 * @example
 * const action = useFairLaunchAction(loaded, launch.refetch)
 * <Button onClick={() => action.act('launch')} loading={action.busy} />
 */
export function useFairLaunchAction(token: Address | undefined, refetch: () => unknown) {
  const { t } = useTranslation('tokens')
  const { address } = useConnection()
  // The client the launch's state was read with (useFairLaunchState's).
  const publicClient = usePublicClient()
  const action = usePlannedAction<ReadyPlan>()
  const [times, setTimes] = useState<number | null>(1)
  const [amount, setAmount] = useState('')
  const [whitelist, setWhitelist] = useState('')
  const [issue, setIssue] = useState<string | undefined>()

  const actionOf = (kind: FairLaunchActionKind): FairLaunchAction =>
    kind === 'mint'
      ? { kind, times: times ?? 0 }
      : kind === 'send'
        ? { kind, amount }
        : kind === 'whitelist'
          ? { kind, lines: whitelist }
          : { kind }

  const act = async (kind: FairLaunchActionKind) => {
    if (!token || !address || !publicClient) return
    setIssue(undefined)
    let invalid = false
    const outcome = await action.act(
      () => planFairLaunchAction(publicClient, { token, account: address, action: actionOf(kind) }),
      (plan) => {
        invalid = true
        setIssue(issueText(t, plan.issue))
      },
    )
    // What was typed is refused before it changes anything; anything else may have moved the launch.
    if (outcome || !invalid) void refetch()
  }

  return {
    times,
    setTimes,
    amount,
    setAmount,
    whitelist,
    setWhitelist,
    act,
    busy: action.busy,
    issue,
    /** The action that just went through. */
    done: action.done?.kind,
    failure: action.failure,
  }
}
