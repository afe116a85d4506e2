import type { EarnDraft } from '@tokenbox/core/finance/earnDraft.ts'
import { createEarnPoolSteps } from '@tokenbox/core/finance/earnPoolSteps.ts'
import { toEarnConfig } from '@tokenbox/core/finance/toEarnConfig.ts'
import { validateEarnDraft } from '@tokenbox/core/finance/validateEarnDraft.ts'
import type { Step } from '@tokenbox/core/transactions/types.ts'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { usePlannedRun } from '../../../app/transactions/usePlannedRun.ts'

/**
 * The creation of an Earn pool, owned here so the panel only renders: core's plan (exempt the
 * predicted pool from a TokenBox tax token the creator owns, approve the reward fund, create), its
 * run, and the new pool's address. A draft core refuses is never sent.
 *
 * @example
 * const creation = useEarnCreate(factory)
 * await creation.submit(draft)
 */
export function useEarnCreate(factory: Address) {
  const { t } = useTranslation('finance')
  const { address: account } = useConnection()
  const publicClient = usePublicClient()
  const flow = usePlannedRun<{ steps: Step[]; pool: Address }>()
  const submit = async (draft: EarnDraft) => {
    if (!account || !publicClient) return
    if (Object.keys(validateEarnDraft(draft)).length > 0) return
    await flow.start(() =>
      createEarnPoolSteps(publicClient, { factory, account, config: toEarnConfig(draft) }),
    )
  }
  return {
    ...flow,
    submit,
    titles: flow.steps.map((step) => t(`earn.step.${step.label ?? step.type}`)),
    created: flow.done?.pool,
  }
}
