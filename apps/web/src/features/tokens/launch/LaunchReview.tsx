import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { parseDraftAmount, validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import {
  hasTradingSwitch,
  type LaunchFormValues,
  offersTimedRenounce,
  poolVenue,
  quoteAmountAt,
} from '@tokenbox/core/launch/launchFormValues.ts'
import type { LaunchStepId } from '@tokenbox/core/launch/types.ts'
import { Alert, Typography, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { useExplorerVerifies } from '../../../app/safety/useProxiedChains.ts'
import { formatLaunchDate } from './buyerViewLines.ts'
import { templateRouteIds } from './LaunchTokenStep.tsx'
import type { LaunchAssets } from './launchAssets.ts'

/** One transaction (or the verification, which sends none) the launch will ask for, in order. */
type ReviewLine = { id: string; phase: LaunchStepId; text: string }

/**
 * The Review step: every transaction the launch will send, in order and in plain words (what is
 * approved, how much goes into the pool, what is locked until when), so nothing the wallet asks
 * for later comes as a surprise. Approvals the wallet already gave are skipped when the time comes.
 */
export function LaunchReview({
  entry,
  values,
  assets,
}: {
  entry: ChainEntry
  values: LaunchFormValues
  assets: LaunchAssets
}) {
  const { t, i18n } = useTranslation(['launch', 'routes'])
  const { token: theme_ } = theme.useToken()
  const explorer = useExplorerVerifies(entry.id)
  const { token, quote } = assets
  if (!token || !quote) return null
  const fresh = values.launchSource === 'new'
  const venue = poolVenue(values)
  const dex = entry.swaps.find((swap) => swap.router === venue.router)?.name ?? venue.router
  const valid =
    !validateAmount(values.poolTokenAmount, token.decimals) &&
    !validateAmount(values.poolPrice, quote.decimals)
  const tokenAmount = valid ? parseDraftAmount(values.poolTokenAmount, token.decimals) : 0n
  const quoteAmount = valid
    ? quoteAmountAt(tokenAmount, token.decimals, values.poolPrice, quote.decimals)
    : 0n
  const amounts = {
    tokens: `${formatTokenAmount(tokenAmount, token.decimals)} ${token.symbol}`,
    coins: `${formatTokenAmount(quoteAmount, quote.decimals)} ${quote.symbol}`,
    dex,
  }
  const lines: ReviewLine[] = []
  if (fresh)
    lines.push(
      {
        id: 'deploy',
        phase: 'create',
        text: t('review.deploy', {
          template: t(templateRouteIds[values.launchTemplate], { ns: 'routes' }),
          symbol: token.symbol,
        }),
      },
      {
        id: 'verify',
        phase: 'verify',
        text: explorer === false ? t('review.verifyNoExplorer') : t('review.verify'),
      },
    )
  lines.push({ id: 'approveToken', phase: 'liquidity', text: t('review.approveToken', amounts) })
  if (!quote.native)
    lines.push({ id: 'approveQuote', phase: 'liquidity', text: t('review.approveQuote', amounts) })
  lines.push({ id: 'addLiquidity', phase: 'liquidity', text: t('review.addLiquidity', amounts) })
  if (values.lpMode === 'lock') {
    const until = formatLaunchDate(Date.now() + Math.round(values.lockDays) * 86_400_000, i18n.language)
    lines.push(
      { id: 'approveLp', phase: 'lp', text: t('review.approveLp') },
      { id: 'lockLp', phase: 'lp', text: t('review.lockLp', { date: until }) },
    )
  }
  if (values.lpMode === 'burn') lines.push({ id: 'burnLp', phase: 'lp', text: t('review.burnLp') })
  if (values.startTradingNow && (!fresh || hasTradingSwitch(values.launchTemplate)))
    lines.push({ id: 'startTrading', phase: 'trading', text: t('review.startTrading') })
  if (values.renounceMode === 'now')
    lines.push({ id: 'renounce', phase: 'renounce', text: t('review.renounce') })
  if (values.renounceMode === 'until' && offersTimedRenounce(values) && values.renounceAt)
    lines.push({
      id: 'renounceUntil',
      phase: 'renounce',
      text: t('review.renounceUntil', { date: formatLaunchDate(values.renounceAt, i18n.language) }),
    })

  return (
    <>
      <Typography.Paragraph type="secondary">{t('review.intro')}</Typography.Paragraph>
      <ol data-testid="launch-review" style={{ margin: '0 0 16px', paddingInlineStart: 22, lineHeight: 1.8 }}>
        {lines.map((line) => (
          <li key={line.id} data-phase={line.phase}>
            <Typography.Text strong style={{ color: theme_.colorTextSecondary, marginInlineEnd: 8 }}>
              {t(`steps.${line.phase}`)}
            </Typography.Text>
            {line.text}
          </li>
        ))}
      </ol>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('review.resumable')} />
    </>
  )
}
