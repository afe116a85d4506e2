import type { ErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import type {
  ResumeFrom,
  RunStepsParameters,
  RunStepsResult,
  Step,
} from '@tokenbox/core/transactions/types.ts'
import { useState } from 'react'
import { useStepRunner } from './useStepRunner.ts'

/**
 * A create flow whose steps core plans first (reads before the wallet: a predicted address, the
 * tokens needed) and the one runner then runs: `start(prepare)` plans, shows a planning failure in
 * the user's words (`prepareError`), runs the plan's steps and keeps the plan that went through as
 * `done`. A plan that `prepare` answers with undefined (core refused the draft: the screen shows
 * why) runs nothing. A plan with `resume` continues a stored run from its confirmed steps, and
 * `control` stops it (core's runSteps). `start` resolves with the run's outcome, undefined when
 * nothing ran. The launchpad, mining, lock and inscription screens own their plans through it.
 *
 * @example
 * const flow = usePlannedRun<CreateMiningPoolPlan>()
 * await flow.start(() => createMiningPoolSteps(publicClient, { factory, account, config }))
 * flow.done?.pool
 */
export function usePlannedRun<Plan extends { steps: readonly Step[]; resume?: ResumeFrom | undefined }>() {
  const { run, running, progress, result } = useStepRunner()
  const [plan, setPlan] = useState<Plan | undefined>()
  const [preparing, setPreparing] = useState(false)
  const [prepareError, setPrepareError] = useState<ErrorMessage | null>(null)
  const [done, setDone] = useState<Plan | undefined>()

  const start = async (
    prepare: () => Promise<Plan | undefined>,
    control: Pick<RunStepsParameters, 'signal' | 'beforeStep'> = {},
  ): Promise<RunStepsResult | undefined> => {
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
    const outcome = await run(next.steps, next.resume, control)
    if (outcome.status === 'done') setDone(next)
    return outcome
  }

  return { start, plan, steps: plan?.steps ?? [], preparing, prepareError, running, progress, result, done }
}
