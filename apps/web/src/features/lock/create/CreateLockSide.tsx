import type { LockFormValues } from '@tokenbox/core/lock/lockDraft.ts'
import { lockSchedulePreview } from '@tokenbox/core/lock/lockSchedulePreview.ts'
import type { RunStepsResult, Step, StepProgress } from '@tokenbox/core/transactions/types.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { StepsProgress } from '../../../app/transactions/StepsProgress.tsx'
import { describeSchedule } from '../formatLock.ts'

/**
 * Beside the Create Lock form: the schedule in words once the token is read and the schedule's
 * fields stand (lockSchedulePreview),
 * and, once a lock was planned, its steps' progress and the success.
 */
export function CreateLockSide({
  values,
  tokenRead,
  steps,
  titles,
  progress,
  result,
}: {
  values: LockFormValues | undefined
  /** The form's token is read: no schedule is described before. */
  tokenRead: boolean
  steps: readonly Step[]
  titles: string[]
  progress: StepProgress | null
  result: RunStepsResult | null
}) {
  const { t, i18n } = useTranslation('lock')
  const schedule = tokenRead ? lockSchedulePreview(values, Date.now()) : undefined
  return (
    <Flex vertical gap={20}>
      <Panel title={t('create.summary')}>
        <Typography.Paragraph data-testid="lock-summary" style={{ marginBottom: 0 }}>
          {schedule ? describeSchedule(t, schedule, i18n.language) : t('create.summaryEmpty')}
        </Typography.Paragraph>
      </Panel>
      {steps.length > 0 && (
        <Panel title={t('progress.title')}>
          <StepsProgress
            layout="list"
            steps={steps}
            titles={titles}
            progress={progress}
            result={result}
            testId="lock-progress"
            errorTestId="lock-error"
          />
          {result?.status === 'done' && (
            <Alert type="success" showIcon title={t('create.done')} data-testid="lock-created" />
          )}
        </Panel>
      )}
    </Flex>
  )
}
