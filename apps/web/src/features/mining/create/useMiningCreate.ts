import {
  type CreateMiningPoolPlan,
  createMiningPoolSteps,
} from '@tokenbox/core/mining/createMiningPoolSteps.ts'
import type { MiningDraft } from '@tokenbox/core/mining/miningDraft.ts'
import { toMiningConfig } from '@tokenbox/core/mining/toMiningConfig.ts'
import { validateMiningDraft } from '@tokenbox/core/mining/validateMiningDraft.ts'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { usePlannedRun } from '../../../app/transactions/usePlannedRun.ts'

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
  const flow = usePlannedRun<CreateMiningPoolPlan>()

  const submit = async (draft: MiningDraft) => {
    if (!account || !publicClient) return
    if (Object.keys(validateMiningDraft(draft, Date.now())).length > 0) return
    await flow.start(() =>
      createMiningPoolSteps(publicClient, { factory, account, ...toMiningConfig(draft) }),
    )
  }

  return {
    ...flow,
    submit,
    titles: flow.steps.map((step) => t(`create.step.${step.label ?? step.type}`)),
    created: flow.done?.pool,
    exemption: flow.plan?.exemption ?? false,
  }
}
