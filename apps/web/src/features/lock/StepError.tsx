import type { RunStepsFailed } from '@tokenbox/core/transactions/types.ts'
import { Alert } from 'antd'
import { useTranslation } from 'react-i18next'

/** A failed run's reason in the user's language (the runner already mapped it to the catalogue). */
export function StepError({ result }: { result: RunStepsFailed }) {
  const { t } = useTranslation('errors')
  return (
    <Alert
      type="error"
      showIcon
      data-testid="lock-error"
      title={t(result.message.key, { ns: 'errors', ...result.message.params })}
    />
  )
}
