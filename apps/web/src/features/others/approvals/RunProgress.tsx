import type { RunStepsResult, Step, StepProgress } from '@tokenbox/core/transactions/types.ts'
import { Steps } from 'antd'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../app/errors/ErrorAlert.tsx'

/**
 * The transactions of an Approve or Transfer run, one line each with the spec's progress state
 * (Initiating, Waiting for confirmation, Generating, Done), and the failure's reason in the
 * user's language when the run failed or was declined.
 */
export function RunProgress({
  steps,
  progress,
  result,
  testId,
}: {
  steps: readonly Step[]
  progress: StepProgress | null
  result: RunStepsResult | null
  testId: string
}) {
  const { t } = useTranslation('approvals')
  const current = result?.status === 'done' ? steps.length : (result?.stepIndex ?? progress?.stepIndex ?? 0)
  return (
    <>
      <Steps
        size="small"
        orientation="vertical"
        data-testid={testId}
        current={current}
        status={result?.status === 'failed' ? 'error' : result?.status === 'done' ? 'finish' : 'process'}
        items={steps.map((step, index) => ({
          title: t(`stepTitle.${step.label ?? step.type}`),
          description:
            index === current && progress?.stepIndex === index && !result
              ? t(`progress.${progress.state}`)
              : result?.status === 'done' || index < current
                ? t('progress.done')
                : undefined,
        }))}
      />
      {result?.status === 'failed' && <ErrorAlert message={result.message} testId={`${testId}-error`} />}
    </>
  )
}
