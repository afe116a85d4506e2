import { UserRejectedRequestError } from 'viem'
import { toErrorMessage } from '../errors/toErrorMessage.ts'
import { WalletNotConnectedError } from '../errors/transaction.ts'
import { executeStep, StepExecutionFailure } from './executeStep.ts'
import type {
  RunStepsParameters,
  RunStepsResult,
  StepPreview,
  StepProgress,
  StepResult,
  StepState,
} from './types.ts'

/**
 * TokenBox's one transaction runner (docs/design-rules.md, "One step runner"). Runs the steps
 * in order; for each transaction step it estimates gas (limit = estimate x 1.1, rounded down),
 * prices it with the gas strategy, asks the wallet, waits for the receipt and treats a reverted
 * receipt as a failure. Progress goes to `onProgress` with the spec's states.
 *
 * It never throws: the first failure stops the flow and the result says which step failed, the
 * catalogue message for it, and the results so far. Passing that result back as `resume` runs
 * the flow again from the failed step without resending confirmed steps; when the failed step's
 * transaction had already been sent (`pendingHash`), its receipt is awaited instead of sending
 * it again. Resume with the same steps: results are matched to steps by index.
 *
 * @example
 * const run = await runSteps({
 *   publicClient,
 *   walletClient,
 *   steps: [
 *     approve({ token: usdt, spender: router, amount }),
 *     call({ address: router, abi: uniswapV2Router02Abi, functionName: 'addLiquidity', args }),
 *   ],
 *   onProgress: ({ stepIndex, state }) => setProgress(stepIndex, state),
 * })
 * if (run.status === 'failed') {
 *   showError(t(`errors:${run.message.key}`, run.message.params))
 *   // later, on "Retry":
 *   await runSteps({ publicClient, walletClient, steps, resume: run })
 * }
 */
export async function runSteps(parameters: RunStepsParameters): Promise<RunStepsResult> {
  const { publicClient, walletClient, steps, onProgress, resume, signal, beforeStep, preview } = parameters
  const account = parameters.account ?? walletClient.account
  const results: StepResult[] = [...(resume?.results ?? [])].slice(0, steps.length)
  const emit = (progress: StepProgress) => {
    try {
      onProgress?.(progress)
    } catch (error) {
      // A bug in the screen's callback must not abandon a flow halfway (a transaction may be out);
      // it surfaces as an uncaught error instead, where the error log picks it up.
      queueMicrotask(() => {
        throw error
      })
    }
  }

  // Steps an earlier run confirmed are shown as done again, so a fresh screen can render them.
  results.forEach((result, stepIndex) => {
    const step = steps[stepIndex]
    if (step) emit({ stepIndex, step, state: 'done', hash: result.hash, result })
  })

  for (let stepIndex = results.length; stepIndex < steps.length; stepIndex++) {
    const step = steps[stepIndex]!
    let pendingHash = stepIndex === resume?.results.length ? resume.pendingHash : undefined
    let stepState: StepState | undefined
    // Shown from the simulation's start until the step is done (a failure keeps it: it may say why).
    let stepPreview: StepPreview | undefined
    try {
      if (!account) throw new WalletNotConnectedError()
      // Stopped by the user between two steps: the same words as declining in the wallet.
      if (signal?.aborted)
        throw new UserRejectedRequestError(new Error('The run was stopped before this step.'))
      // A step already sent (resumed by its hash) goes on to its receipt whatever the gate says.
      if (!pendingHash && beforeStep && !(await beforeStep(stepIndex, step)))
        throw new UserRejectedRequestError(new Error('The run was stopped before this step by its gate.'))
      const address = typeof account === 'string' ? account : account.address
      const result = await executeStep({
        step,
        account,
        context: { results, publicClient, walletClient, account: address },
        pendingHash,
        report: (state, hash) => {
          stepState = state
          if (hash) pendingHash = hash
          emit({ stepIndex, step, state, hash, ...(stepPreview ? { preview: stepPreview } : {}) })
        },
        preview,
        showPreview: (shown) => {
          stepPreview = shown
          emit({ stepIndex, step, state: stepState ?? 'initiating', hash: pendingHash, preview: shown })
        },
      })
      results.push(result)
      emit({ stepIndex, step, state: 'done', hash: result.hash, result })
    } catch (thrown) {
      const failure = thrown instanceof StepExecutionFailure ? thrown : undefined
      const error = failure ? failure.error : thrown
      // Still 'initiating': the step failed in its reads before the wallet was asked; nothing was sent.
      const message = toErrorMessage(error, {
        deploying: step.type === 'deploy',
        reading: stepState === 'initiating' && !pendingHash,
      })
      emit({
        stepIndex,
        step,
        state: 'failed',
        hash: pendingHash,
        error,
        message,
        ...(stepPreview ? { preview: stepPreview } : {}),
      })
      return {
        status: 'failed',
        stepIndex,
        step,
        error,
        message,
        results,
        pendingHash: failure?.pendingHash,
      }
    }
  }
  return { status: 'done', results }
}
