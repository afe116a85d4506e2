import { lockBatchSize } from '@tokenbox/core/lock/createLockSteps.ts'
import type { LockFormValues } from '@tokenbox/core/lock/lockDraft.ts'
import { type CreateLockPlan, planCreateLock } from '@tokenbox/core/lock/planCreateLock.ts'
import { reportDeployment } from '@tokenbox/core/webApi/deployments.ts'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { usePlannedRun } from '../../../app/transactions/usePlannedRun.ts'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'
import { formatTokenAmount } from '../formatLock.ts'
import { useLockableToken } from '../useLockableToken.ts'

type ReadyPlan = Extract<CreateLockPlan, { status: 'ready' }>

/**
 * Create Lock's flow, owned here so the panel only renders: the token the form names (read as it is
 * typed), core's plan of the lock (planCreateLock: the token read again at the newest block, the
 * draft checked against it, approve and lock), its run, its progress titles in the user's words,
 * and each lock transaction reported to the operators' list. `submit` resolves with `refused` when
 * the chain no longer holds the draft up (the token is read again so the form's fields say why).
 *
 * @example
 * const creation = useCreateLock(locker, values?.token, onLocked)
 * <Form onFinish={async () => (await creation.submit(form.getFieldsValue(true))) && form.validateFields()}>
 */
export function useCreateLock(locker: Address, tokenText: string | undefined, onLocked: () => void) {
  const { t } = useTranslation('lock')
  const { address, chainId } = useConnection()
  const publicClient = usePublicClient({ chainId: useCurrentNetwork().chainId })
  const token = useLockableToken(tokenText, locker)
  const flow = usePlannedRun<ReadyPlan>()

  const submit = async (values: LockFormValues): Promise<'refused' | undefined> => {
    if (!address || !publicClient) return undefined
    let refused = false
    let planned: ReadyPlan | undefined
    const outcome = await flow.start(async () => {
      const plan = await planCreateLock(publicClient, { locker, account: address, values, nowMs: Date.now() })
      if (plan.status === 'unread') throw plan.error
      if (plan.status === 'refused') {
        refused = true
        return undefined
      }
      planned = plan
      return plan
    })
    if (refused) {
      await token.refetch()
      return 'refused'
    }
    if (outcome?.status !== 'done' || !planned) return undefined
    // One report per lock transaction (the approval is not a lock); a lock makes no contract, so
    // the address reported is the locker holding it. Fire-and-forget, never in the user's way.
    planned.steps.forEach((step, index) => {
      const hash = outcome.results[index]?.hash
      if (step.type !== 'approve' && hash && chainId)
        void reportDeployment({ kind: 'lock', chainId, address: locker, txHash: hash, deployer: address })
    })
    void token.refetch()
    onLocked()
    return undefined
  }

  return { ...flow, token, submit, busy: flow.preparing || flow.running, titles: stepTitles(t, flow.plan) }
}

/** Each step in the user's words, never its internal label ("Lock (lock)", issue 77). */
function stepTitles(t: TFunction, plan: ReadyPlan | undefined): string[] {
  if (!plan) return []
  const { token, entries, total } = plan
  return plan.steps.map((step, index) =>
    step.type === 'approve'
      ? t('progress.approve', { symbol: token.symbol })
      : entries.length === 1
        ? t('progress.lockOne', { amount: formatTokenAmount(total, token.decimals), symbol: token.symbol })
        : t('progress.lockMany', {
            from: (index - 1) * lockBatchSize + 1,
            to: Math.min(index * lockBatchSize, entries.length),
          }),
  )
}
