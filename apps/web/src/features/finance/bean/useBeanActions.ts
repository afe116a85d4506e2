import { depositBeanSteps, withdrawBeanStep } from '@tokenbox/core/finance/beanPoolSteps.ts'
import type { Address } from 'viem'
import type { FinanceAction } from '../useFinanceAction.ts'

/**
 * A Dollar Beans or Roast Beef pool's actions, so the forms only render: each the steps core builds
 * (a deposit: the coin approved to the pool where the allowance falls short, then the deposit that
 * binds `referrer` on a first one; a withdrawal: one call), run by the pool page's runner `action`.
 *
 * @example
 * const bean = useBeanActions(pool, info.payToken, action)
 * bean.deposit(parseUnits('100', 6), referrer)
 */
export function useBeanActions(pool: Address, payToken: Address, action: FinanceAction) {
  return {
    deposit: (amount: bigint, referrer: Address | undefined) =>
      action.run('deposit', depositBeanSteps({ pool, payToken, amount, referrer })),
    withdraw: (amount: bigint) => action.run('withdraw', [withdrawBeanStep({ pool, amount })]),
  }
}
