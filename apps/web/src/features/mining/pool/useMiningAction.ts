import {
  bindMiningInviterStep,
  miningActionStep,
  miningOptionStep,
  scheduleMiningEndStep,
  setMiningWhitelistSteps,
  stakeMiningSteps,
  topUpMiningSteps,
  unstakeMiningStep,
  withdrawUnspentStep,
} from '@tokenbox/core/mining/miningActionSteps.ts'
import type { MiningPoolState } from '@tokenbox/core/mining/miningPoolState.ts'
import type { Step } from '@tokenbox/core/transactions/types.ts'
import { useState } from 'react'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'

/** The pool page's actions by the outcome they report. */
export type MiningDone =
  | 'stake'
  | 'unstake'
  | 'unstakeAndClaim'
  | 'claim'
  | 'compound'
  | 'emergencyWithdraw'
  | 'bindInviter'
  | 'topUp'
  | 'halve'
  | 'whitelist'
  | 'scheduleEnd'
  | 'withdrawUnspent'

/**
 * The pool page's actions, owned here so the components only render: each built by core's mining
 * steps and run by the one step runner; `done` names the last one that went through.
 *
 * @example
 * const action = useMiningAction(state, refetch)
 * await action.stake({ option: 0, amount: parseEther('10') })
 */
export function useMiningAction(state: MiningPoolState | null | undefined, onSettled: () => void) {
  const { address: account } = useConnection()
  const { run, running, result, progress } = useStepRunner()
  const [done, setDone] = useState<MiningDone | undefined>()

  const runAs = async (kind: MiningDone, steps: (pool: Address) => Step[]) => {
    if (!state || !account) return
    setDone(undefined)
    const outcome = await run(steps(state.address))
    if (outcome.status === 'done') setDone(kind)
    onSettled()
  }

  return {
    running,
    result,
    progress,
    done,
    stake: ({ option, amount, inviter }: { option: number; amount: bigint; inviter?: Address | undefined }) =>
      runAs('stake', (pool) =>
        stakeMiningSteps({ pool, stakeToken: state!.stake.address, option, amount, inviter }),
      ),
    unstake: (option: number, amount: bigint) =>
      runAs('unstake', (pool) => [unstakeMiningStep({ pool, option, amount })]),
    unstakeAndClaim: (option: number, amount: bigint) =>
      runAs('unstakeAndClaim', (pool) => [unstakeMiningStep({ pool, option, amount, claim: true })]),
    claim: () => runAs('claim', (pool) => [miningActionStep('claim', { pool })]),
    halve: () => runAs('halve', (pool) => [miningActionStep('halve', { pool })]),
    compound: (option: number) =>
      runAs('compound', (pool) => [miningOptionStep('compound', { pool, option })]),
    emergencyWithdraw: (option: number) =>
      runAs('emergencyWithdraw', (pool) => [miningOptionStep('emergencyWithdraw', { pool, option })]),
    bind: (inviter: Address) => runAs('bindInviter', (pool) => [bindMiningInviterStep({ pool, inviter })]),
    topUp: (amount: bigint) =>
      runAs('topUp', (pool) => topUpMiningSteps({ pool, rewardToken: state!.reward.address, amount })),
    whitelist: (accounts: readonly Address[], allowed: boolean) =>
      runAs('whitelist', (pool) => setMiningWhitelistSteps({ pool, accounts, allowed })),
    scheduleEnd: (endTime: bigint) =>
      runAs('scheduleEnd', (pool) => [scheduleMiningEndStep({ pool, endTime })]),
    withdrawUnspent: () => runAs('withdrawUnspent', (pool) => [withdrawUnspentStep({ pool, to: account! })]),
  }
}

export type MiningAction = ReturnType<typeof useMiningAction>
