import { type ErrorMessage, toErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import type { Step } from '@tokenbox/core/transactions/types.ts'
import { useState } from 'react'
import { useStepRunner } from './useStepRunner.ts'

/**
 * A create flow whose steps core plans first (reads before the wallet: a predicted address, the
 * tokens needed) and the one runner then runs: `start(prepare)` plans, shows a planning failure in
 * the user's words (`prepareError`), runs the plan's steps and keeps the plan that went through as
 * `done`. The launchpad and mining create screens own their plans through it.
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

  const start = async (prepare: () => Promise<Plan>) => {
    setPrepareError(null)
    setDone(undefined)
    setPreparing(true)
    let next: Plan
    try {
      next = await prepare()
    } catch (error) {
      setPrepareError(toErrorMessage(error, { reading: true }))
      return
    } finally {
      setPreparing(false)
    }
    setPlan(next)
    const outcome = await run(next.steps)
    if (outcome.status === 'done') setDone(next)
  }

  return { start, plan, steps: plan?.steps ?? [], preparing, prepareError, running, progress, result, done }
}
