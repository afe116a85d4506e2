import {
  redeemEarnStep,
  stakeEarnSteps,
  topUpEarnSteps,
  withdrawUnreservedEarnStep,
} from '@tokenbox/core/finance/earnPoolSteps.ts'
import type { Address } from 'viem'
import type { FinanceAction } from '../useFinanceAction.ts'

/**
 * A staking pool's actions, so the forms and the list only render: each the steps core builds (a
 * stake or a top-up: the token approved to the pool where the allowance falls short, then the
 * call; a redemption or the creator's withdrawal of the unpromised fund: one call), run by the pool
 * page's runner `action`.
 *
 * @example
 * const earn = useEarnActions(pool, token.address, action)
 * earn.stake(0, parseUnits('100', 18))
 */
export function useEarnActions(pool: Address, token: Address, action: FinanceAction) {
  return {
    stake: (option: number, amount: bigint) =>
      action.run('stake', stakeEarnSteps({ pool, token, option, amount })),
    redeem: (index: number) => action.run('redeem', [redeemEarnStep({ pool, index })]),
    topUp: (amount: bigint) => action.run('topUp', topUpEarnSteps({ pool, token, amount })),
    withdrawUnreserved: (amount: bigint) =>
      action.run('withdrawUnreserved', [withdrawUnreservedEarnStep({ pool, amount })]),
  }
}
