import type { RunStepsResult, StepProgress, StepState } from '@tokenbox/core/transactions/types.ts'
import { useRef } from 'react'
import type { Hash } from 'viem'

/**
 * The transaction hash of each step that sent one, by step index: from the progress as it goes
 * (a hash is known from Generating on) and from the result at the end. A new run starts afresh.
 */
export function useStepHashes(progress: StepProgress | null, result: RunStepsResult | null) {
  const seen = useRef<Record<number, Hash>>({})
  if (!progress && !result) seen.current = {}
  const hash = progress?.hash ?? progress?.result?.hash
  if (progress && hash) seen.current[progress.stepIndex] = hash
  if (result) {
    result.results.forEach((stepResult, index) => {
      if (stepResult.hash) seen.current[index] = stepResult.hash
    })
    if (result.status === 'failed' && result.pendingHash) seen.current[result.stepIndex] = result.pendingHash
  }
  return seen.current
}

/** antd Steps' status for the run's result. */
export function statusOf(result: RunStepsResult | null) {
  return result?.status === 'failed' ? 'error' : result?.status === 'done' ? 'finish' : 'process'
}

/** What the current step will do (issue 80): while it runs, and after a failure the simulation foresaw. */
export function shownPreview(progress: StepProgress | null, result: RunStepsResult | null) {
  return progress?.preview &&
    (result === null
      ? progress.state !== 'done'
      : progress.preview.status === 'fails' && progress.state === 'failed')
    ? progress.preview
    : undefined
}

/**
 * The index of the stage the flow has reached; a failure keeps the stage it happened at
 * (`previous`: the runner reports it as the state `failed`).
 */
export function stageReached(
  stages: readonly StepState[],
  progress: StepProgress | null,
  result: RunStepsResult | null,
  previous: number,
): number {
  if (result?.status === 'done') return stages.length
  if (!progress) return 0
  if (progress.state === 'failed') return previous
  const stage = progress.step.type === 'verify' ? 'verifying' : progress.state
  // A transaction that is done moves the flow past Generating (to Sourcecode Verify, if shown).
  return stage === 'done' ? stages.indexOf('generating') + 1 : Math.max(0, stages.indexOf(stage))
}
