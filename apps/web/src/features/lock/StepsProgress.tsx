import type { RunStepsResult, Step, StepProgress } from '@tokenbox/core/transactions/types.ts'
import { Steps } from 'antd'
import { useTranslation } from 'react-i18next'

/**
 * One line per transaction of a lock flow (approve, lock or each batch), each with the spec's
 * progress state: Initiating, Waiting for confirmation, Generating, then done or failed.
 */
export function StepsProgress({
  steps,
  progress,
  result,
  titles,
}: {
  steps: readonly Step[]
  progress: StepProgress | null
  result: RunStepsResult | null
  titles: readonly string[]
}) {
  const { t } = useTranslation('lock')
  const current = result?.status === 'done' ? steps.length : (result?.stepIndex ?? progress?.stepIndex ?? 0)
  return (
    <Steps
      size="small"
      direction="vertical"
      data-testid="lock-progress"
      current={current}
      status={result?.status === 'failed' ? 'error' : result?.status === 'done' ? 'finish' : 'process'}
      items={steps.map((_, index) => ({
        title: titles[index],
        description:
          index === current && progress?.stepIndex === index && !result
            ? t(`progress.${progress.state}`)
            : result?.status === 'done' || index < current
              ? t('progress.done')
              : undefined,
      }))}
    />
  )
}
