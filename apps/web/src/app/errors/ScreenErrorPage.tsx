import { Button, Result, Typography } from 'antd'
import { useTranslation } from 'react-i18next'

/**
 * What a screen shows after a render error (see ScreenErrorBoundary): a plain statement, the
 * error's own message for a bug report, Try again (renders the screen anew) and Reload page.
 *
 * @example
 * <ScreenErrorPage error={error} onRetry={reset} />
 */
export function ScreenErrorPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common')
  const detail = error instanceof Error ? error.message : String(error)
  return (
    <div data-testid="screen-error">
      <Result
        status="error"
        title={t('screenError.title')}
        subTitle={<span style={{ display: 'inline-block', maxWidth: 560 }}>{t('screenError.body')}</span>}
        extra={[
          <Button key="retry" type="primary" onClick={onRetry} data-testid="screen-error-retry">
            {t('screenError.retry')}
          </Button>,
          <Button key="reload" onClick={() => window.location.reload()}>
            {t('screenError.reload')}
          </Button>,
        ]}
      >
        <Typography.Paragraph type="secondary" style={{ margin: 0, textAlign: 'center' }}>
          <code style={{ wordBreak: 'break-word' }}>{detail.slice(0, 500)}</code>
        </Typography.Paragraph>
      </Result>
    </div>
  )
}
