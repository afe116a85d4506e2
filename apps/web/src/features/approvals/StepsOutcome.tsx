import type { RunStepsResult, Step, StepProgress } from '@tokenbox/core/transactions/types.ts'
import { Alert } from 'antd'
import { useTranslation } from 'react-i18next'
import { StepsProgress } from '../../app/transactions/StepsProgress.tsx'

/**
 * The transactions of an approval's or a transfer's run, one line each, while it runs and after,
 * then its success (`doneTitle`); test ids `<testIdPrefix>-progress`, `-progress-error`, `-done`.
 */
export function StepsOutcome({
  run,
  steps,
  testIdPrefix,
  doneTitle,
}: {
  run: { running: boolean; progress: StepProgress | null; result: RunStepsResult | null }
  steps: readonly Step[]
  testIdPrefix: string
  doneTitle: string
}) {
  const { t } = useTranslation('approvals')
  return (
    <>
      {steps.length > 0 && (run.running || run.result) && (
        <StepsProgress
          layout="list"
          steps={steps}
          titles={steps.map((step) => t(`stepTitle.${step.label ?? step.type}`))}
          progress={run.progress}
          result={run.result}
          testId={`${testIdPrefix}-progress`}
          errorTestId={`${testIdPrefix}-progress-error`}
        />
      )}
      {run.result?.status === 'done' && (
        <Alert type="success" showIcon title={doneTitle} data-testid={`${testIdPrefix}-done`} />
      )}
    </>
  )
}
