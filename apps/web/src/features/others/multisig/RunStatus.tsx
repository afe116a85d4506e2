import type { RunStepsResult, StepProgress } from '@tokenbox/core/transactions/types.ts'
import { Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../app/errors/ErrorAlert.tsx'

/**
 * The state of one running transaction in the spec's words (Initiating, Waiting for confirmation,
 * Generating) or, after a failure, the catalogue's message in the user's language.
 */
export function RunStatus({
  progress,
  result,
  running,
  testId,
}: {
  progress: StepProgress | null
  result: RunStepsResult | null
  running: boolean
  testId: string
}) {
  const { t } = useTranslation('multisig')
  if (result?.status === 'failed') {
    return <ErrorAlert message={result.message} testId={`${testId}-error`} />
  }
  if (running && progress) {
    return (
      <Typography.Text type="secondary" data-testid={`${testId}-progress`}>
        {t(`progress.${progress.state}`)}
      </Typography.Text>
    )
  }
  return null
}
