import { type ErrorMessage, toErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import {
  type CreateMiningPoolPlan,
  createMiningPoolSteps,
} from '@tokenbox/core/mining/createMiningPoolSteps.ts'
import type { MiningDraft } from '@tokenbox/core/mining/miningDraft.ts'
import { toMiningConfig } from '@tokenbox/core/mining/toMiningConfig.ts'
import { validateMiningDraft } from '@tokenbox/core/mining/validateMiningDraft.ts'
import type { Step } from '@tokenbox/core/transactions/types.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'

/**
 * The creation of a mining pool, owned here so the panel only renders: the plan core builds
 * (exempt the predicted pool from a TokenBox tax token the creator owns, approve the reward fund,
 * create, store the first whitelist), its run, and the new pool's address. A draft core refuses is
 * never sent.
 *
 * @example
 * const creation = useMiningCreate(factory)
 * await creation.submit(draft)
 */
export function useMiningCreate(factory: Address) {
  const { t } = useTranslation('mining')
  const { address: account } = useConnection()
  const publicClient = usePublicClient()
  const { run, running, progress, result } = useStepRunner()
  const [plan, setPlan] = useState<CreateMiningPoolPlan | undefined>()
  const [preparing, setPreparing] = useState(false)
  const [prepareError, setPrepareError] = useState<ErrorMessage | null>(null)
  const [created, setCreated] = useState<Address | undefined>()

  const submit = async (draft: MiningDraft) => {
    if (!account || !publicClient) return
    if (Object.keys(validateMiningDraft(draft, Date.now())).length > 0) return
    setPrepareError(null)
    setCreated(undefined)
    setPreparing(true)
    let next: CreateMiningPoolPlan
    try {
      next = await createMiningPoolSteps(publicClient, { factory, account, ...toMiningConfig(draft) })
    } catch (error) {
      setPrepareError(toErrorMessage(error))
      return
    } finally {
      setPreparing(false)
    }
    setPlan(next)
    const outcome = await run(next.steps)
    if (outcome.status === 'done') setCreated(next.pool)
  }

  const steps: readonly Step[] = plan?.steps ?? []
  const titles = steps.map((step) => t(`create.step.${step.label ?? step.type}`))
  return {
    submit,
    steps,
    titles,
    progress,
    result,
    running,
    preparing,
    prepareError,
    created,
    exemption: plan?.exemption ?? false,
  }
}
