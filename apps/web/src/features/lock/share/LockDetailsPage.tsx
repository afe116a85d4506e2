import { getChainEntry } from '@tokenbox/core/chains/getChainEntry.ts'
import { tokenLockerRuntime } from '@tokenbox/core/contracts/TokenLocker.abi.ts'
import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import type { LockInfo } from '@tokenbox/core/lock/lockSchedule.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { chainLabel } from '@tokenbox/ui/network/chainLabel.ts'
import { Button, Descriptions, Flex, Result, Skeleton, Tag, Typography } from 'antd'
import { Link, useLocation } from 'react-router'
import { useChainContract } from '../../../app/contracts/useChainContract.ts'
import { ReadErrorAlert } from '../../../app/errors/ReadErrorAlert.tsx'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { useChainEntries } from '../../../wallet/network/useChainEntries.ts'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'
import { formatTokenAmount } from '../formatLock.ts'
import { parseLockPageQuery } from '../lockLink.ts'
import {
  CopyLockLinkButton,
  LockAmountCell,
  LockOwnerCell,
  LockStatusTag,
  LockWithdrawableCell,
  NextReleaseCell,
} from '../mine/LockCells.tsx'
import { ReleaseScheduleTable } from '../mine/ReleaseScheduleTable.tsx'
import { useChainNow } from '../useChainNow.ts'
import { type LockDetails, useLockDetails } from './useLockDetails.ts'

/**
 * One lock's page (`/lo/lock?chain=56&id=12`), the link a lock's owner shares: token, amount, owner,
 * status, what is withdrawable, the next release with its countdown and the whole release schedule,
 * read from the chain the link names for anyone, wallet or not. A link to no lock (a wrong id, a
 * chain TokenBox does not know or without a locker) gets a 404 that says which.
 */
export function LockDetailsPage() {
  const { t } = useLazyNamespace('lock')
  const { search } = useLocation()
  const query = parseLockPageQuery(search)
  const entries = useChainEntries()
  const entry = query ? getChainEntry(query.chainId, entries) : undefined
  // Chain 0 is no chain: the hooks stay idle while the link is wrong.
  const chainId = entry?.id ?? 0
  const locker = useChainContract('lock', tokenLockerRuntime, chainId)
  const details = useLockDetails(chainId, locker.data, query?.id)

  const notFound = (message: string) => (
    <Result
      status="404"
      title="404"
      subTitle={message}
      data-testid="lock-details-not-found"
      extra={
        <Link to="/lo/id?t=0">
          <Button type="primary">{t('details.openTool')}</Button>
        </Link>
      }
    />
  )
  if (!query) return notFound(t('details.badLink'))
  if (!entry) return notFound(t('details.unknownChain', { chain: query.chainId }))
  const chain = chainLabel(entry)
  if (locker.isError || details.isError) {
    return <ReadErrorAlert error={locker.error ?? details.error} testId="lock-details-error" />
  }
  if (locker.data === null) return notFound(t('details.noLocker', { chain }))
  if (!details.data) return <Skeleton active />
  if (!details.data.lock) return notFound(t('details.notFound', { id: String(query.id), chain }))
  return <LockDetailsView lock={details.data.lock} details={details.data} chainId={entry.id} chain={chain} />
}

function LockDetailsView({
  lock,
  details,
  chainId,
  chain,
}: {
  lock: LockInfo
  details: LockDetails
  chainId: number
  chain: string
}) {
  const { t } = useLazyNamespace('lock')
  const { now, offset } = useChainNow(details.timestamp, details.readAt)
  const { token } = details
  const symbol = token?.symbol ?? formatAddress(lock.token)
  const format = (value: bigint) => `${formatTokenAmount(value, token?.decimals ?? 18)} ${symbol}`
  const tokensLink = `/lo/id?t=${lock.isLp ? 1 : 0}&token=${lock.token}`
  // The token's public view reads the app's current chain: offer it only when that is this chain.
  const sameChain = useCurrentNetwork().chainId === chainId

  return (
    <Panel
      data-testid="lock-details"
      title={
        <Flex gap={8} align="center" wrap>
          <span>{t('details.title', { id: String(lock.id), symbol })}</span>
          <LockStatusTag lock={lock} now={now} />
        </Flex>
      }
      extra={<CopyLockLinkButton lock={lock} chainId={chainId} />}
    >
      <Flex vertical gap={24}>
        <Flex gap={24} wrap>
          <div style={{ minWidth: 160, flex: '1 1 160px' }}>
            <LockAmountCell lock={lock} format={format} labelled large />
          </div>
          <div style={{ minWidth: 160, flex: '1 1 160px' }}>
            <LockWithdrawableCell lock={lock} now={now} format={format} large />
          </div>
          <Flex vertical gap={2} style={{ minWidth: 200, flex: '1 1 200px' }}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('table.next')}
            </Typography.Text>
            <NextReleaseCell lock={lock} now={now} offset={offset} format={format} />
          </Flex>
        </Flex>
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 1, md: 2 }}
          styles={{ label: { whiteSpace: 'nowrap' } }}
          items={[
            { key: 'chain', label: t('details.chain'), children: chain },
            {
              key: 'token',
              label: t('table.token'),
              children: (
                <Flex vertical>
                  <span>
                    {token ? `${token.name} (${token.symbol})` : symbol}{' '}
                    {lock.isLp && <Tag color="blue">LP</Tag>}
                  </span>
                  <Typography.Text
                    copyable={{ text: lock.token }}
                    style={{ fontSize: 12 }}
                    data-testid="lock-details-token"
                  >
                    {formatAddress(lock.token)}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              key: 'owner',
              label: t('table.owner'),
              children: <LockOwnerCell lock={lock} testId="lock-details-owner" />,
            },
            ...(lock.description
              ? [
                  {
                    key: 'description',
                    label: t('form.description'),
                    children: <span style={{ overflowWrap: 'anywhere' }}>{lock.description}</span>,
                  },
                ]
              : []),
          ]}
        />
        <Flex vertical gap={8}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('release.title')}
          </Typography.Title>
          <ReleaseScheduleTable lock={lock} now={now} format={format} />
        </Flex>
        {sameChain && (
          <Link to={tokensLink} data-testid="lock-details-token-locks">
            {t('details.allLocks', { symbol })}
          </Link>
        )}
      </Flex>
    </Panel>
  )
}
