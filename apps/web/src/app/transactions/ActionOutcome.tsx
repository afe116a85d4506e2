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
 * <ActionOutcome done={action.done} doneTitle={t(`pool.done.${action.done}`)} result={action.result} testIdPrefix="mining" />
 */
export function ActionOutcome({
  done,
  doneTitle,
  result,
  testIdPrefix,
}: {
  done: string | undefined
  doneTitle: ReactNode
  result: RunStepsResult | null | undefined
  testIdPrefix: string
}) {
  return (
    <>
      <DoneAlert done={done} title={doneTitle} testId={`${testIdPrefix}-done`} />
      {result?.status === 'failed' && <StepError result={result} testId={`${testIdPrefix}-action-error`} />}
    </>
  )
}
