import { toErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import { WalletNotConnectedError } from '@tokenbox/core/errors/transaction.ts'
import { runSteps } from '@tokenbox/core/transactions/runSteps.ts'
import type { ResumeFrom, RunStepsResult, Step, StepProgress } from '@tokenbox/core/transactions/types.ts'
import { useState } from 'react'
import { usePublicClient, useWalletClient } from 'wagmi'

/**
 * Runs a flow of steps with core's runner on the connected wallet and exposes its latest
 * progress and result to React. All logic (gas, wallet, receipts, error mapping) stays in core.
 *
 * @example
 * const { run, progress, result, running } = useStepRunner()
 * await run([call({ address, abi, functionName: 'faucet', args: [amount] })])
 */
export function useStepRunner() {
  const publicClient = usePublicClient()
  const { data: walletClient } = useWalletClient()
  const [progress, setProgress] = useState<StepProgress | null>(null)
  const [result, setResult] = useState<RunStepsResult | null>(null)
  const [running, setRunning] = useState(false)

  /** Runs `steps`; with `resume` (a failed result of the same steps) it continues from the failed step. */
  const run = async (steps: readonly Step[], resume?: ResumeFrom): Promise<RunStepsResult> => {
    setRunning(true)
    setResult(null)
    setProgress(null)
    const outcome: RunStepsResult =
      publicClient && walletClient
        ? await runSteps({ publicClient, walletClient, steps, onProgress: setProgress, resume })
        : {
            status: 'failed',
            stepIndex: 0,
            step: steps[0]!,
            error: new WalletNotConnectedError(),
            message: toErrorMessage(new WalletNotConnectedError()),
            results: [],
          }
    setResult(outcome)
    setRunning(false)
    return outcome
  }
  return { run, progress, result, running }
}
