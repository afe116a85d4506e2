import type { UseQueryResult } from '@tanstack/react-query'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { chainLabel } from '@tokenbox/ui/network/chainLabel.ts'
import { Alert, Button, Col, Flex, Row, Skeleton, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { SafetyCheckFailed, SafetyCheckResult } from '../../app/safety/useTokenSafety.ts'
import { HoldersSection } from './HoldersSection.tsx'
import { LiquiditySection } from './LiquiditySection.tsx'
import { OwnerSection } from './OwnerSection.tsx'
import { TradingSection } from './TradingSection.tsx'
import { VerdictCard } from './VerdictCard.tsx'
import { HowItWorks, VerificationSection } from './VerificationSection.tsx'

/**
 * A check's outcome: a skeleton while it runs; the failure in plain words (no contract there, not
 * an ERC-20, the node did not answer, with a retry); or the verdict and its reasons followed by
 * the sections (owner and powers, trading, liquidity, holders, verification) and how it works.
 */
export function CheckResult({
  entry,
  check,
  onRetry,
}: {
  entry: ChainEntry
  check: UseQueryResult<SafetyCheckResult, SafetyCheckFailed>
  onRetry: () => void
}) {
  const { t } = useTranslation('check')
  if (check.isFetching && !check.data) {
    return (
      <Panel data-testid="safety-running">
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{t('running')}</Typography.Text>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Flex>
      </Panel>
    )
  }
  if (check.isError) {
    const failure = check.error.failure
    const chain = chainLabel(entry)
    return (
      <Alert
        type={failure === 'network' ? 'error' : 'warning'}
        showIcon
        data-testid="safety-error"
        data-failure={failure}
        title={
          failure === 'noCode'
            ? t('error.noCode', { chain })
            : failure === 'notToken'
              ? t('error.notToken')
              : t('error.network')
        }
        description={
          failure === 'noCode'
            ? t('error.noCodeHint')
            : failure === 'notToken'
              ? t('error.notTokenHint')
              : undefined
        }
        action={
          failure === 'network' ? (
            <Button onClick={onRetry} data-testid="safety-retry">
              {t('error.retry')}
            </Button>
          ) : undefined
        }
      />
    )
  }
  if (!check.data) return null
  const { report, chainTime } = check.data
  const { token } = report
  return (
    <Flex vertical gap={20} data-testid="safety-result" style={{ opacity: check.isFetching ? 0.6 : 1 }}>
      <VerdictCard report={report} entry={entry} />
      <Row gutter={[20, 20]}>
        <Col xs={24} xl={12}>
          <OwnerSection report={report} />
        </Col>
        <Col xs={24} xl={12}>
          <Flex vertical gap={20}>
            <TradingSection trades={report.trades} entry={entry} />
            <VerificationSection report={report} entry={entry} />
          </Flex>
        </Col>
        <Col xs={24} xl={12}>
          <LiquiditySection
            pools={report.pools}
            symbol={token.symbol}
            decimals={token.decimals}
            chainTime={chainTime}
          />
        </Col>
        <Col xs={24} xl={12}>
          <HoldersSection
            holders={report.holders}
            sales={report.holderSales?.tests}
            symbol={token.symbol}
            decimals={token.decimals}
          />
        </Col>
        <Col xs={24}>
          <HowItWorks />
        </Col>
      </Row>
    </Flex>
  )
}
