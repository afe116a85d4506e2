import type { RunStepsFailed } from '@tokenbox/core/transactions/types.ts'
import { Alert } from 'antd'
import { useTranslation } from 'react-i18next'

/**
 * A failed run's reason in the user's language: the runner already mapped the failure to the
 * error catalogue (core's toErrorMessage), this shows its words.
 *
 * @example
 * {result?.status === 'failed' && <StepError result={result} testId="lock-error" />}
 */
export function StepError({ result, testId }: { result: RunStepsFailed; testId: string }) {
  const { t } = useTranslation('errors')
  return (
    <Alert
      type="error"
      showIcon
      data-testid={testId}
      title={t(result.message.key, { ns: 'errors', ...result.message.params })}
    />
  )
}
