import type { RunStepsResult } from '@tokenbox/core/transactions/types.ts'
import type { ReactNode } from 'react'
import { DoneAlert } from './DoneAlert.tsx'
import { StepError } from './StepError.tsx'

/**
 * How a page's last action went (a pool's stake, a deposit): `doneTitle` once it went through,
 * or the step that failed. Test ids `<testIdPrefix>-done` (with `data-done`: the action) and
 * `<testIdPrefix>-action-error`.
 *
 * @example
 * <ActionOutcome action={action} doneTitle={t(`pool.done.${action.done}`)} testIdPrefix="mining" />
 */
export function ActionOutcome({
  action: { done, result },
  doneTitle,
  testIdPrefix,
}: {
  /** The page's action hook: what it last did, and its run's result. */
  action: { done: string | undefined; result: RunStepsResult | null | undefined }
  doneTitle: ReactNode
  testIdPrefix: string
}) {
  return (
    <>
      <DoneAlert done={done} title={doneTitle} testId={`${testIdPrefix}-done`} />
      {result?.status === 'failed' && <StepError result={result} testId={`${testIdPrefix}-action-error`} />}
    </>
  )
}
