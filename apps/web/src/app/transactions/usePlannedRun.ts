import type { ErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import type { RunStepsResult, Step } from '@tokenbox/core/transactions/types.ts'
import { useState } from 'react'
import { useStepRunner } from './useStepRunner.ts'

/**
 * A create flow whose steps core plans first (reads before the wallet: a predicted address, the
 * tokens needed) and the one runner then runs: `start(prepare)` plans, shows a planning failure in
 * the user's words (`prepareError`), runs the plan's steps and keeps the plan that went through as
 * `done`. A plan that `prepare` answers with undefined (core refused the draft: the screen shows
 * why) runs nothing. `start` resolves with the run's outcome, undefined when nothing ran. The
 * launchpad, mining and lock screens own their plans through it.
 *
 * @example
 * const flow = usePlannedRun<CreateMiningPoolPlan>()
 * await flow.start(() => createMiningPoolSteps(publicClient, { factory, account, config }))
 * flow.done?.pool
 */
export function usePlannedRun<Plan extends { steps: readonly Step[] }>() {
  const { run, running, progress, result } = useStepRunner()
  const [plan, setPlan] = useState<Plan | undefined>()
  const [preparing, setPreparing] = useState(false)
  const [prepareError, setPrepareError] = useState<ErrorMessage | null>(null)
  const [done, setDone] = useState<Plan | undefined>()

  const start = async (prepare: () => Promise<Plan | undefined>): Promise<RunStepsResult | undefined> => {
    setPrepareError(null)
    setDone(undefined)
    setPreparing(true)
    let next: Plan | undefined
    try {
      next = await prepare()
    } catch (error) {
      // The error catalogue loads with the first failure (as useStepRunner's with the first run).
      const { toErrorMessage } = await import('@tokenbox/core/errors/toErrorMessage.ts')
      setPrepareError(toErrorMessage(error, { reading: true }))
      return undefined
    } finally {
      setPreparing(false)
    }
    if (!next) return undefined
    setPlan(next)
    const outcome = await run(next.steps)
    if (outcome.status === 'done') setDone(next)
    return outcome
  }

  return { start, plan, steps: plan?.steps ?? [], preparing, prepareError, running, progress, result, done }
}
