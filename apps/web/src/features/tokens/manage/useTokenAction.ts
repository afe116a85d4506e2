import { planTokenAction, type TokenActionPlan } from '@tokenbox/core/tokens/manage/planTokenAction.ts'
import { renounceActionIds, type TokenAction } from '@tokenbox/core/tokens/manage/tokenActions.ts'
import type { TokenDetails } from '@tokenbox/core/tokens/readTokenDetails.ts'
import type { FormInstance } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useConnection, usePublicClient } from 'wagmi'
import { usePlannedRun } from '../../../app/transactions/usePlannedRun.ts'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { issueText } from '../create/issueRule.ts'
import { useRenounceBlockers } from './useRenounceBlockers.ts'

type ReadyPlan = Extract<TokenActionPlan, { status: 'ready' }>

/**
 * One Manage Token action's flow, owned here so its form only renders: an irreversible action's
 * submitted values held for the confirmation (`confirming`), each run through core's plan
 * (planTokenAction: the token read again at the newest block, who may act by it and the chain's
 * clock, the inputs in its decimals, what would outlive a renounce) and the runner. A refusal is
 * said in the user's words (`refused`); inputs the token as read now refuses go on their fields;
 * the restrictions a renounce waits for are read again so the screen lists them. `onDone` runs
 * after the action went through.
 *
 * @example
 * const flow = useTokenAction(action, details, form, onDone)
 * <Form form={form} onFinish={flow.submit}>
 */
export function useTokenAction(
  action: TokenAction,
  details: TokenDetails,
  form: FormInstance,
  onDone: () => void,
) {
  const { t } = useTranslation(['tokens', 'errors'])
  const { address: account } = useConnection()
  const { entry } = useConnectedChainEntry()
  // The client the token's details were read with (useTokenDetails's).
  const publicClient = usePublicClient()
  const flow = usePlannedRun<ReadyPlan>()
  const [refused, setRefused] = useState<string | undefined>()
  // Submitted values waiting for the confirmation of an irreversible action.
  const [confirming, setConfirming] = useState<Record<string, unknown> | undefined>()
  const renounces = renounceActionIds.has(action.id)
  const blockers = useRenounceBlockers(details)
  const succeeded = flow.done !== undefined
  const blocking = renounces && !succeeded ? (blockers.data ?? []) : []

  const execute = async (values: Record<string, unknown>) => {
    if (!publicClient) return
    setRefused(undefined)
    const outcome = await flow.start(async () => {
      const plan = await planTokenAction(publicClient, {
        token: details.address,
        action,
        account,
        values,
        entry,
        nowMs: Date.now(),
      })
      if (plan.status === 'unread') throw plan.error
      if (plan.status === 'invalid') {
        form.setFields(
          Object.entries(plan.issues).map(([name, issue]) => ({ name, errors: [issueText(t, issue)] })),
        )
        return undefined
      }
      if (plan.status === 'refused') {
        // The restrictions are listed above the button (read again: the screen's read was older).
        if (plan.reason === 'renounceBlocked') void blockers.refetch()
        else
          setRefused(
            plan.reason === 'renounceNotOver'
              ? t('manage.renounceNotOver')
              : plan.reason === 'notFound'
                ? t('manage.notFound')
                : t(plan.reason, { ns: 'errors' }),
          )
        return undefined
      }
      return plan
    })
    if (outcome?.status === 'done') onDone()
  }

  const submit = (values: Record<string, unknown>) => {
    if (action.danger || action.id === 'renounceUntil') setConfirming(values)
    else void execute(values)
  }

  const { result } = flow
  return {
    submit,
    confirming,
    confirm: () => {
      const values = confirming!
      setConfirming(undefined)
      void execute(values)
    },
    cancel: () => setConfirming(undefined),
    busy: flow.preparing || flow.running,
    refused,
    succeeded,
    blocking,
    /** The restrictions are still being read: a renounce waits for them. */
    blockersPending: renounces && blockers.isPending,
    failure: flow.prepareError ?? (result?.status === 'failed' ? result.message : undefined),
  }
}
