import type { ErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import { Alert, Typography } from 'antd'
import type { CSSProperties, ReactNode } from 'react'
import { useErrorStrings } from '../../base/useErrorStrings.ts'

export type ErrorAlertProps = {
  /** A failure as `toErrorMessage` (or the step runner) mapped it. */
  message: ErrorMessage
  /** `data-testid` of the alert; the details get `<testId>-details`. */
  testId?: string
  /** The screen's own words under the message (e.g. how much of a batch was sent). */
  description?: ReactNode
  style?: CSSProperties
}

/**
 * Every failed run's message, in the user's language: the catalogue's sentence and, when the
 * message carries the raw failure (a contract error with its arguments, a revert reason, an
 * unknown error), a collapsed "Details" with it, so nothing raw is in the sentence yet nothing is
 * lost for a bug report.
 *
 * @example
 * {result?.status === 'failed' && <ErrorAlert message={result.message} testId="lock-error" />}
 */
export function ErrorAlert({ message, testId, description, style }: ErrorAlertProps) {
  const { t } = useErrorStrings()
  const details = message.details ? (
    <ErrorDetails details={message.details} testId={testId && `${testId}-details`} />
  ) : null
  return (
    <Alert
      type="error"
      showIcon
      data-testid={testId}
      style={style}
      title={t(message.key, { ns: 'errors', ...message.params })}
      description={
        description || details ? (
          <>
            {description}
            {details}
          </>
        ) : undefined
      }
    />
  )
}

/**
 * The raw failure under a collapsed "Details" (a native `<details>`: keyboard and screen-reader
 * friendly, no script), copyable. Used by {@link ErrorAlert} and beside inline error texts (a
 * table's status cell) where an alert would not fit.
 */
export function ErrorDetails({ details, testId }: { details: string; testId?: string | undefined }) {
  const { t } = useErrorStrings()
  return (
    <details data-testid={testId} style={{ marginTop: 4, fontSize: 12 }}>
      <summary style={{ cursor: 'pointer', width: 'fit-content' }}>{t('details.label')}</summary>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('details.intro')}
      </Typography.Text>
      <Typography.Paragraph
        code
        copyable={{ text: details }}
        style={{ margin: 0, fontSize: 12, wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
      >
        {details}
      </Typography.Paragraph>
    </details>
  )
}
