import { Button } from 'antd'
import { useTranslation } from 'react-i18next'

/** Stop for a bulk run: no further mint starts; "Stopping…" until those already sent settle. */
export function StopRunButton({
  stopping,
  disabled = false,
  onStop,
  testId,
}: {
  stopping: boolean
  disabled?: boolean
  onStop: () => void
  testId: string
}) {
  const { t } = useTranslation('inscription')
  return (
    <Button
      danger
      size="large"
      block
      onClick={onStop}
      disabled={disabled}
      loading={stopping}
      data-testid={testId}
    >
      {stopping ? t('bulk.stopping') : t('bulk.stop')}
    </Button>
  )
}
