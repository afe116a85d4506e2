import { isAllButMinimumLiquidity } from '@tokenbox/core/dex/minimumLiquidity.ts'
import { lockPagePath } from '@tokenbox/ui/routes/routeTable.ts'
import { Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { type Address, formatUnits } from 'viem'
import type { LaunchSummaryData } from './useLaunchSummary.ts'

/** One lock's shared page (the lock tool's link format: `/lo/lock?chain=&id=`). */
const lockHref = (chainId: number, id: bigint) =>
  `${lockPagePath}?${new URLSearchParams({ chain: String(chainId), id: String(id) })}`

/** The LP: each lock's share and end with its shared page, the share burned, or that it is not locked. */
export function LaunchSummaryLp({
  data,
  chainId,
  date,
}: {
  data: LaunchSummaryData
  chainId: number
  date: (seconds: bigint) => string
}) {
  const { t } = useTranslation('launch')
  const lockedLp = data.locks.reduce((sum, lock) => sum + lock.amount - lock.withdrawn, 0n)
  const share = (part: bigint) =>
    data.lpSupply > 0n ? `${formatUnits((part * 10_000n) / data.lpSupply, 2)}%` : '0%'
  return (
    <div data-testid="launch-summary-lp">
      {data.locks.length === 0 && data.burned === 0n && <Tag color="warning">{t('summary.lpNotLocked')}</Tag>}
      {data.locks.map((lock) => (
        <div key={String(lock.id)}>
          {t('summary.lpLocked', {
            share: share(lock.amount - lock.withdrawn),
            date: date(lock.end),
          })}{' '}
          <Link to={lockHref(chainId, lock.id)} data-testid="launch-summary-lock">
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
  )
}

/** Whether the token's source is verified, linked to the explorer's code tab where there is one. */
export function LaunchSummaryVerified({
  verified,
  explorerUrl,
  token,
}: {
  verified: boolean | undefined
  explorerUrl: string | undefined
  token: Address
}) {
  const { t } = useTranslation('launch')
  return (
    <span data-testid="launch-summary-verified">
      {verified ? (
        explorerUrl ? (
          <Typography.Link href={`${explorerUrl}/address/${token}#code`} target="_blank" rel="noreferrer">
            {t('summary.verifiedYes')}
          </Typography.Link>
        ) : (
          t('summary.verifiedYes')
        )
      ) : verified === false ? (
        t('summary.verifiedNo')
      ) : (
        t('summary.verifiedUnknown')
      )}
    </span>
  )
}
