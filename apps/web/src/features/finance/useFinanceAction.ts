import type { Step } from '@tokenbox/core/transactions/types.ts'
import { useState } from 'react'
import type { Address } from 'viem'
import { useStepRunner } from '../../app/transactions/useStepRunner.ts'

/**
 * A pool page's actions, owned here so the components only render: `run(kind, steps)` runs the
 * steps core built with the one step runner; `done` names the last action that went through and
 * `onSettled` re-reads the pool after each.
 *
 * @example
 * const action = useFinanceAction(refetch)
 * await action.run('deposit', depositBeanSteps({ pool, payToken, amount, referrer }))
 */
export function useFinanceAction(onSettled: () => void) {
  const { run: runSteps, running, result, progress } = useStepRunner()
  const [done, setDone] = useState<string | undefined>()
  const run = async (kind: string, steps: Step[]) => {
    setDone(undefined)
    const outcome = await runSteps(steps)
    if (outcome.status === 'done') setDone(kind)
    onSettled()
  }
  return { run, running, result, progress, done }
}

export type FinanceAction = ReturnType<typeof useFinanceAction>

/** What each section of a pool page is given: the pool as read, its address, the page's action runner. */
export type PoolSectionProps<State> = { state: State; pool: Address; action: FinanceAction }
