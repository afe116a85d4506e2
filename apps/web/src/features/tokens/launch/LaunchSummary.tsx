import { LinkOutlined } from '@ant-design/icons'
import { getChainEntry } from '@tokenbox/core/chains/getChainEntry.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Descriptions, Skeleton, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { type Address, zeroAddress } from 'viem'
import { useChainEntries } from '../../../wallet/network/useChainEntries.ts'
import { useCopyWithFeedback } from '../../../wallet/useCopyWithFeedback.ts'
import { formatLaunchDate } from './buyerViewLines.ts'
import { LaunchSummaryLp, LaunchSummaryVerified } from './LaunchSummaryCells.tsx'
import { type LaunchSummaryQuery, launchSummaryHref } from './launchLinks.ts'
import { manageHref } from './manageHref.ts'
import { useLaunchSummary } from './useLaunchSummary.ts'

/**
 * A launch's summary, read from the chain alone: the token (supply, explorer, Manage Token), the
 * pool (DEX, pair, reserves, price now), the LP (locked until when, with each lock's shared page,
 * or burned), trading, ownership and the verified source, with "Copy link" for sharing. The end of
 * a launch shows it (`finished`), and its link opens it for anyone.
 */
export function LaunchSummary({
  query,
  finished = false,
}: {
  query: LaunchSummaryQuery
  finished?: boolean
}) {
  const { t, i18n } = useTranslation(['launch', 'errors'])
  const entries = useChainEntries()
  const entry = getChainEntry(query.chainId, entries)
  const summary = useLaunchSummary(query)
  const copy = useCopyWithFeedback()
  const data = summary.data
  const href = data
    ? launchSummaryHref({
        chainId: query.chainId,
        token: query.token,
        router: data.dex.router,
        quote: data.quote.address,
      })
    : launchSummaryHref(query)
  const explorer = (address: Address, suffix = '') =>
    entry?.url ? (
      <Typography.Link href={`${entry.url}/address/${address}${suffix}`} target="_blank" rel="noreferrer">
        {address}
      </Typography.Link>
    ) : (
      <Typography.Text copyable>{address}</Typography.Text>
    )
  const date = (seconds: bigint) => formatLaunchDate(Number(seconds) * 1000, i18n.language)
  const amount = (value: bigint, decimals: number, symbol: string) =>
    `${formatTokenAmount(value, decimals)} ${symbol}`

  if (!entry)
    return (
      <Alert type="error" showIcon title={t('summary.unknownChain')} data-testid="launch-summary-error" />
    )
  if (summary.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('networkFailed', { ns: 'errors' })}
        data-testid="launch-summary-error"
      />
    )
  if (summary.isPending) return <Skeleton active />
  if (!data)
    return <Alert type="error" showIcon title={t('summary.notToken')} data-testid="launch-summary-error" />

  const { token, quote, reserves } = data
  const price =
    reserves.token > 0n
      ? `${formatTokenAmount((reserves.quote * 10n ** BigInt(token.decimals)) / reserves.token, quote.decimals, 12)} ${quote.symbol}`
      : '—'
  const owner =
    data.owner === undefined
      ? t('summary.noOwner')
      : data.owner === zeroAddress
        ? data.renouncedUntil
          ? t('summary.renouncedUntil', { date: date(data.renouncedUntil.until) })
          : t('summary.renounced')
        : t('summary.ownedBy', { owner: data.owner })

  return (
    <Panel
      title={finished ? t('summary.finishedTitle') : t('summary.title', { symbol: token.symbol })}
      data-testid="launch-summary"
      extra={
        <Button
          size="small"
          icon={<LinkOutlined />}
          onClick={() => void copy(new URL(href, window.location.origin).href)}
          data-testid="launch-copy-link"
        >
          {t('summary.copyLink')}
        </Button>
      }
    >
      {finished && <Alert type="success" showIcon title={t('summary.done')} style={{ marginBottom: 16 }} />}
      <Descriptions
        size="small"
        column={1}
        bordered
        styles={{ label: { width: '34%' } }}
        items={[
          {
            key: 'token',
            label: t('summary.token'),
            children: <span data-testid="launch-summary-token">{`${token.name} (${token.symbol})`}</span>,
          },
          { key: 'address', label: t('summary.address'), children: explorer(token.address) },
          {
            key: 'supply',
            label: t('summary.supply'),
            children: amount(token.totalSupply, token.decimals, token.symbol),
          },
          {
            key: 'manage',
            label: t('summary.manage'),
            children: data.template ? (
              <Link to={manageHref(data)} data-testid="launch-summary-manage">
                {t('summary.manageLink')}
              </Link>
            ) : (
              '—'
            ),
          },
          { key: 'dex', label: t('summary.dex'), children: data.dex.name },
          {
            key: 'pair',
            label: t('summary.pair'),
            children: data.pair ? (
              <span data-testid="launch-summary-pair">{explorer(data.pair)}</span>
            ) : (
              <span data-testid="launch-summary-pair">{t('summary.noPool')}</span>
            ),
          },
          {
            key: 'reserves',
            label: t('summary.reserves'),
            children: (
              <span data-testid="launch-summary-reserves">
                {`${amount(reserves.token, token.decimals, token.symbol)} + ${amount(reserves.quote, quote.decimals, quote.symbol)}`}
              </span>
            ),
          },
          { key: 'price', label: t('summary.price', { symbol: token.symbol }), children: price },
          {
            key: 'lp',
            label: t('summary.lp'),
            children: <LaunchSummaryLp data={data} chainId={query.chainId} date={date} />,
          },
          {
            key: 'trading',
            label: t('summary.trading'),
            children: (
              <span data-testid="launch-summary-trading">
                {data.tradingOpen === undefined
                  ? t('summary.tradingAlways')
                  : data.tradingOpen
                    ? t('summary.tradingOpen')
                    : t('summary.tradingClosed')}
              </span>
            ),
          },
          {
            key: 'owner',
            label: t('summary.owner'),
            children: <span data-testid="launch-summary-owner">{owner}</span>,
          },
          {
            key: 'verified',
            label: t('summary.verified'),
            children: (
              <LaunchSummaryVerified verified={data.verified} explorerUrl={entry.url} token={token.address} />
            ),
          },
        ]}
      />
    </Panel>
  )
}
