import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { ProgressBar } from '../../app/layout/ProgressBar.tsx'

/**
 * A self-launching token's progress (raised of the hard cap, mints of the cap) as a bar with the
 * percentage in the reader's language: moving while it runs, red when it failed, full colour once
 * over. `data-percent` carries the figure for the tests.
 */
export function LaunchProgressBar({
  percent,
  running,
  failed,
  testId,
}: {
  percent: number
  running: boolean
  failed: boolean
  testId: string
}) {
  const { i18n } = useTranslation()
  const { token } = theme.useToken()
  return (
    <ProgressBar
      percent={percent}
      format={() => `${formatLocaleDecimal(percent.toString(), i18n.language)}%`}
      status={failed ? 'exception' : running ? 'active' : 'success'}
      strokeColor={running ? token.colorPrimary : undefined}
      data-testid={testId}
      data-percent={percent}
    />
  )
}
