import { ExportOutlined } from '@ant-design/icons'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import type { TokenSafetyReport } from '@tokenbox/core/safety/types.ts'
import { chainLabel } from '@tokenbox/ui/network/chainLabel.ts'
import { checkHref } from '@tokenbox/ui/safety/checkLink.ts'
import { ReasonList } from '@tokenbox/ui/safety/ReasonList.tsx'
import { levelAlertType, sortReasons } from '@tokenbox/ui/safety/severity.tsx'
import { Alert, Button, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useExtensionHost } from '../ExtensionHostContext.ts'

/**
 * A quick check's verdict as the site's check page shows it (High risk / Be careful / No problem
 * found, what it means, every reason, the most serious first), for the token named under it, and
 * the link to the site's full report (holders, liquidity, owner) in a new tab.
 */
export function QuickVerdict({
  report,
  entry,
  siteUrl,
}: {
  report: TokenSafetyReport
  entry: ChainEntry
  siteUrl: string
}) {
  const { t } = useTranslation('check')
  const { t: tPopup } = useTranslation('popup')
  const host = useExtensionHost()
  const { level, reasons } = report.verdict
  const { token } = report
  const fullReport = `${siteUrl}${checkHref(entry.id, token.address)}`
  return (
    <Alert
      type={levelAlertType[level]}
      showIcon
      data-testid="safety-verdict"
      data-level={level}
      style={{ padding: 12 }}
      title={
        <Flex vertical gap={2}>
          <Typography.Text strong style={{ fontSize: 16 }} data-testid="safety-verdict-title">
            {t(`verdict.${level}`)}
          </Typography.Text>
          <Typography.Text data-testid="safety-token" style={{ overflowWrap: 'anywhere' }}>
            {token.name} ({token.symbol}) · {chainLabel(entry)}
          </Typography.Text>
        </Flex>
      }
      description={
        <Flex vertical gap={10} style={{ marginTop: 6 }}>
          <Typography.Text style={{ fontSize: 12 }}>{t(`verdict.${level}Text`)}</Typography.Text>
          <ReasonList reasons={sortReasons(reasons)} symbol={token.symbol} />
          <Button
            href={fullReport}
            target="_blank"
            rel="noreferrer"
            icon={<ExportOutlined />}
            data-testid="check-full-report"
            onClick={(event) => {
              event.preventDefault()
              host.openTab(fullReport)
            }}
          >
            {tPopup('check.fullReport')}
          </Button>
        </Flex>
      }
    />
  )
}
