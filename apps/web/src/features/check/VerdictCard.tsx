import { LinkOutlined } from '@ant-design/icons'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import type { TokenSafetyReport } from '@tokenbox/core/safety/types.ts'
import { chainLabel } from '@tokenbox/ui/network/chainLabel.ts'
import { checkHref } from '@tokenbox/ui/safety/checkLink.ts'
import { ReasonList } from '@tokenbox/ui/safety/ReasonList.tsx'
import { levelAlertType, sortReasons } from '@tokenbox/ui/safety/severity.tsx'
import { Alert, Button, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useCopyWithFeedback } from '../../wallet/useCopyWithFeedback.ts'

/**
 * The top of a check: the verdict in plain words (High risk / Be careful / No problem found) with
 * what it means, the token it is about, and every reason behind it, the most serious first. Never
 * a score: each reason says what was found.
 */
export function VerdictCard({ report, entry }: { report: TokenSafetyReport; entry: ChainEntry }) {
  const { t } = useTranslation('check')
  const { level, reasons } = report.verdict
  const { token } = report
  const copy = useCopyWithFeedback()
  return (
    <Alert
      type={levelAlertType[level]}
      showIcon
      data-testid="safety-verdict"
      data-level={level}
      title={
        <Flex vertical gap={2}>
          <Flex gap={8} justify="space-between" align="center" wrap>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="safety-verdict-title">
              {t(`verdict.${level}`)}
            </Typography.Title>
            <Button
              size="small"
              icon={<LinkOutlined />}
              onClick={() =>
                void copy(new URL(checkHref(entry.id, token.address), window.location.origin).href)
              }
              data-testid="safety-copy-link"
            >
              {t('token.copyLink')}
            </Button>
          </Flex>
          <Typography.Text strong data-testid="safety-token">
            {token.name} ({token.symbol}) · {chainLabel(entry)}
          </Typography.Text>
          <Typography.Text
            type="secondary"
            copyable={{ text: token.address }}
            style={{ fontSize: 12, wordBreak: 'break-all' }}
          >
            {token.address}
          </Typography.Text>
        </Flex>
      }
      description={
        <Flex vertical gap={12} style={{ marginTop: 8 }}>
          <Typography.Text>{t(`verdict.${level}Text`)}</Typography.Text>
          <Typography.Text strong>{t('verdict.reasons')}</Typography.Text>
          <ReasonList reasons={sortReasons(reasons)} symbol={token.symbol} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="safety-read-at">
            {t('token.block', { block: report.blockNumber.toString() })}
            {report.simulations !== undefined &&
              ` · ${t('token.simulations', { count: report.simulations })}`}
          </Typography.Text>
        </Flex>
      }
    />
  )
}
