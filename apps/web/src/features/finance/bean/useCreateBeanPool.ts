import type { BeanPoolKind } from '@tokenbox/core/finance/beanPoolSteps.ts'
import { createBeanPoolPlan } from '@tokenbox/core/finance/createBeanPoolPlan.ts'
import type { Step } from '@tokenbox/core/transactions/types.ts'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { usePlannedRun } from '../../../app/transactions/usePlannedRun.ts'

/**
 * A Dollar Beans or Roast Beef pool's creation, owned here so the panel only renders: core's plan
 * (createBeanPoolPlan: the pool's address read from the factory before it exists, and the one
 * creation step), its run and its step titles; `created` is the pool created, for the screen to open.
 *
 * @example
 * const creation = useCreateBeanPool(factory, 'dollarBeans')
 * creation.create(usdt)
 */
export function useCreateBeanPool(factory: Address, kind: BeanPoolKind) {
  const { t } = useTranslation('finance')
  const { address: account } = useConnection()
  const publicClient = usePublicClient()
  const flow = usePlannedRun<{ steps: Step[]; pool: Address }>()
  const create = (payToken: Address) => {
    if (!account || !publicClient) return
    void flow.start(() => createBeanPoolPlan(publicClient, { factory, account, kind, payToken }))
  }
  return {
    ...flow,
    create,
    busy: flow.running || flow.preparing,
    titles: flow.steps.map(() => t('bean.create.step')),
    created: flow.done?.pool,
  }
}
