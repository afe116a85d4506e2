import { LinkOutlined } from '@ant-design/icons'
import { getChainEntry } from '@tokenbox/core/chains/getChainEntry.ts'
import { isAllButMinimumLiquidity } from '@tokenbox/core/dex/minimumLiquidity.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { isLaunchTemplate } from '@tokenbox/core/launch/types.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { routeHref } from '@tokenbox/ui/routes/routeHref.ts'
import { lockPagePath, routeTable, type ScreenRoute } from '@tokenbox/ui/routes/routeTable.ts'
import { Alert, Button, Descriptions, Skeleton, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { type Address, formatUnits, zeroAddress } from 'viem'
import { useChainEntries } from '../../../wallet/network/useChainEntries.ts'
import { useCopyWithFeedback } from '../../../wallet/useCopyWithFeedback.ts'
import { formatLaunchDate } from './buyerViewLines.ts'
import { templateRouteIds } from './LaunchTokenStep.tsx'
import { type LaunchSummaryQuery, launchSummaryHref } from './launchLinks.ts'
import { type LaunchSummaryData, useLaunchSummary } from './useLaunchSummary.ts'

/** One lock's shared page (the lock tool's link format: `/lo/lock?chain=&id=`). */
const lockHref = (chainId: number, id: bigint) =>
  `${lockPagePath}?${new URLSearchParams({ chain: String(chainId), id: String(id) })}`

/** Manage Token on the token's own create screen (any coin screen manages any TokenBox token). */
function manageHref(data: LaunchSummaryData): string {
  const id = data.template && isLaunchTemplate(data.template) ? templateRouteIds[data.template] : 'coNormal'
  const route = routeTable.find((row): row is ScreenRoute => row.kind === 'screen' && row.id === id)!
  const href = routeHref(route)
  return `${href}${href.includes('?') ? '&' : '?'}${new URLSearchParams({ manage: data.token.address })}`
}

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
  const lockedLp = data.locks.reduce((sum, lock) => sum + lock.amount - lock.withdrawn, 0n)
  const share = (part: bigint) =>
    data.lpSupply > 0n ? `${formatUnits((part * 10_000n) / data.lpSupply, 2)}%` : '0%'
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
            children: (
              <div data-testid="launch-summary-lp">
                {data.locks.length === 0 && data.burned === 0n && (
                  <Tag color="warning">{t('summary.lpNotLocked')}</Tag>
                )}
                {data.locks.map((lock) => (
                  <div key={String(lock.id)}>
                    {t('summary.lpLocked', {
                      share: share(lock.amount - lock.withdrawn),
                      date: date(lock.end),
                    })}{' '}
                    <Link to={lockHref(query.chainId, lock.id)} data-testid="launch-summary-lock">
                      {t('summary.lockPage')}
                    </Link>
                  </div>
                ))}
                {data.burned > 0n && <div>{t('summary.lpBurned', { share: share(data.burned) })}</div>}
                {(isAllButMinimumLiquidity(lockedLp, data.lpSupply) ||
                  isAllButMinimumLiquidity(lockedLp + data.burned, data.lpSupply)) && (
                  <div data-testid="launch-summary-minimum-liquidity">
                    <Typography.Text type="secondary">{t('summary.minimumLiquidity')}</Typography.Text>
                  </div>
                )}
              </div>
            ),
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
              <span data-testid="launch-summary-verified">
                {data.verified ? (
                  entry.url ? (
                    <Typography.Link
                      href={`${entry.url}/address/${token.address}#code`}
                      target="_blank"
                      rel="noreferrer"
                    >
                      {t('summary.verifiedYes')}
                    </Typography.Link>
                  ) : (
                    t('summary.verifiedYes')
                  )
                ) : data.verified === false ? (
                  t('summary.verifiedNo')
                ) : (
                  t('summary.verifiedUnknown')
                )}
              </span>
            ),
          },
        ]}
      />
    </Panel>
  )
}
