import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { type LockInfo, lockStatus, nextRelease, releasedFraction } from '@tokenbox/core/lock/lockSchedule.ts'
import { Flex, Progress, Table, Tag, Tooltip, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useTranslation } from 'react-i18next'
import { zeroAddress } from 'viem'
import { describeSchedule, formatLockTime, formatTokenAmount } from '../formatLock.ts'
import type { LocksData } from '../useLocks.ts'
import { LockActions } from './LockActions.tsx'

const statusColors = { locked: 'blue', extendable: 'gold', unlocked: 'green' } as const

/**
 * Locks as a table: token (My Lock) or owner (a token's public view), amount (and what was
 * withdrawn), schedule, withdrawable now, next release, progress and status; in My Lock each row has the owner's actions.
 */
export function LocksTable({
  data,
  view,
  locker,
  onChanged,
}: {
  data: LocksData
  view: 'owner' | 'token'
  locker: `0x${string}`
  onChanged: () => void
}) {
  const { t } = useTranslation('lock')
  const { timestamp, tokens } = data
  const decimalsOf = (lock: LockInfo) => tokens[lock.token]?.decimals ?? 18
  const symbolOf = (lock: LockInfo) => tokens[lock.token]?.symbol ?? formatAddress(lock.token)
  const amount = (lock: LockInfo, value: bigint) =>
    `${formatTokenAmount(value, decimalsOf(lock))} ${symbolOf(lock)}`

  const columns: ColumnsType<LockInfo> = [
    { title: t('table.id'), dataIndex: 'id', key: 'id', width: 64, render: (id: bigint) => `#${id}` },
    view === 'owner'
      ? {
          title: t('table.token'),
          key: 'token',
          render: (_, lock) => (
            <Tooltip title={lock.token}>
              <span>
                {symbolOf(lock)} {lock.isLp && <Tag color="blue">LP</Tag>}
              </span>
            </Tooltip>
          ),
        }
      : {
          title: t('table.owner'),
          key: 'owner',
          render: (_, lock) =>
            lock.owner === zeroAddress ? (
              <Tag color="purple">{t('table.renounced')}</Tag>
            ) : (
              <Tooltip title={lock.owner}>
                <Typography.Text copyable={{ text: lock.owner }}>{formatAddress(lock.owner)}</Typography.Text>
              </Tooltip>
            ),
        },
    {
      title: t('table.amount'),
      key: 'amount',
      render: (_, lock) => (
        <Flex vertical>
          <span data-testid={`lock-amount-${lock.id}`}>{amount(lock, lock.amount)}</span>
          {lock.withdrawn > 0n && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('table.withdrawnValue', { value: amount(lock, lock.withdrawn) })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('table.schedule'),
      key: 'schedule',
      width: 260,
      render: (_, lock) => (
        <Typography.Text style={{ fontSize: 12 }}>
          <Tag>{t(`kind.${lock.kind}`)}</Tag>
          {describeSchedule(t, lock)}
          {lock.description && (
            <>
              <br />
              <Typography.Text type="secondary">{lock.description}</Typography.Text>
            </>
          )}
        </Typography.Text>
      ),
    },
    {
      title: t('table.withdrawable'),
      key: 'withdrawable',
      render: (_, lock) => (
        <span data-testid={`lock-withdrawable-${lock.id}`}>{amount(lock, lock.withdrawable)}</span>
      ),
    },
    {
      title: t('table.next'),
      key: 'next',
      render: (_, lock) => {
        const next = nextRelease(lock, lock.amount, timestamp)
        return next ? formatLockTime(next.at) : '—'
      },
    },
    {
      title: t('table.progress'),
      key: 'progress',
      width: 120,
      render: (_, lock) => (
        <Progress percent={Math.floor(releasedFraction(lock, timestamp) * 100)} size="small" />
      ),
    },
    {
      title: t('table.status'),
      key: 'status',
      render: (_, lock) => {
        const status = lockStatus(lock, timestamp)
        return (
          <Tag color={statusColors[status]} data-testid={`lock-status-${lock.id}`}>
            {t(`status.${status}`)}
          </Tag>
        )
      },
    },
  ]
  if (view === 'owner') {
    columns.push({
      title: t('table.actions'),
      key: 'actions',
      width: 190,
      render: (_, lock) => (
        <LockActions
          lock={lock}
          token={tokens[lock.token]}
          limit={data.limits[lock.token]}
          locker={locker}
          timestamp={timestamp}
          onChanged={onChanged}
        />
      ),
    })
  }
  return (
    <Table
      rowKey={(lock) => String(lock.id)}
      columns={columns}
      dataSource={data.locks}
      size="small"
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      onRow={(lock) => ({ 'data-testid': `lock-row-${lock.id}` }) as React.HTMLAttributes<HTMLElement>}
      data-testid={`locks-table-${view}`}
    />
  )
}
