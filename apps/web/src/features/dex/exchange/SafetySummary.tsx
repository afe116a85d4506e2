import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import type { SafetyReasonKey } from '@tokenbox/core/safety/types.ts'
import { checkHref } from '@tokenbox/ui/safety/checkLink.ts'
import { ReasonList } from '@tokenbox/ui/safety/ReasonList.tsx'
import { levelAlertType, sortReasons } from '@tokenbox/ui/safety/severity.tsx'
import { Alert, Flex, Typography } from 'antd'
import { Link } from 'react-router'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { useTokenSafety } from '../../../app/safety/useTokenSafety.ts'

/**
 * Reasons about trading: the exchange's own test trade (TokenWarnings, measureSwapTax along the
 * route the swap will take) already says them beside this summary, so they are left out here.
 */
const tradeReasons = new Set<SafetyReasonKey>([
  'cannotBuy',
  'cannotSell',
  'sellTaxHigh',
  'buyTaxHigh',
  'taxMeasured',
  'tradeNotTested',
  'noPool',
])

/** Reasons shown in the summary; the full check has them all. */
const summaryReasons = 3

/**
 * The token safety check in brief, before a buy of a token outside the chain's catalogue: the
 * verdict, its three most serious reasons other than the test trade's (shown by TokenWarnings) and
 * a link to the full check. Loaded lazily with its strings, so the Exchange's first paint does not
 * carry it; holders are not read here (the full check reads them). The check's own test trade runs
 * (one call per exchange) because the powers found by simulation and the buyer's own sale (when the
 * connected wallet already holds the token) need its route; its trade reasons stay left out.
 */
export function SafetySummary({ entry, token }: { entry: ChainEntry; token: Address }) {
  const { t } = useLazyNamespace('check')
  const { address: buyer } = useConnection()
  const check = useTokenSafety(entry, token, { holders: false, buyer })
  const full = (
    <Link to={checkHref(entry.id, token)} data-testid="exchange-safety-full">
      {t('panel.full')}
    </Link>
  )
  if (check.isPending && check.fetchStatus !== 'idle') {
    return (
      <Typography.Text type="secondary" data-testid="exchange-safety-running">
        {t('panel.running')}
      </Typography.Text>
    )
  }
  if (!check.data) {
    return (
      <Alert
        type="info"
        showIcon
        data-testid="exchange-safety-failed"
        title={t('panel.failed')}
        action={full}
      />
    )
  }
  const { report } = check.data
  const { level } = report.verdict
  const reasons = sortReasons(report.verdict.reasons.filter((reason) => !tradeReasons.has(reason.key)))
  return (
    <Alert
      type={levelAlertType[level]}
      showIcon
      data-testid="exchange-safety"
      data-level={level}
      title={
        <Flex gap={8} wrap justify="space-between" align="baseline">
          <span>
            {t('panel.title', { symbol: report.token.symbol })}: <strong>{t(`verdict.${level}`)}</strong>
          </span>
          {full}
        </Flex>
      }
      description={
        reasons.length > 0 ? (
          <ReasonList reasons={reasons.slice(0, summaryReasons)} symbol={report.token.symbol} />
        ) : undefined
      }
    />
  )
}
