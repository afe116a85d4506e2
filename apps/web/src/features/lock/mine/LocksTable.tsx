import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import type { LockInfo } from '@tokenbox/core/lock/lockSchedule.ts'
import { Flex, Table, Tag, Tooltip, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useIsMobile } from '../../../base/useIsMobile.ts'
import { formatTokenAmount } from '../formatLock.ts'
import { useChainNow } from '../useChainNow.ts'
import type { LockDialog } from './LockActions.tsx'
import { LockCards } from './LockCards.tsx'
import {
  LockAmountCell,
  LockIdLink,
  LockOwnerCell,
  LockStatusTag,
  LockWithdrawableCell,
  NextReleaseCell,
} from './LockCells.tsx'
import { LockRowActions } from './LockRowActions.tsx'
import type { LockListProps, LockRowContext } from './lockRowTypes.ts'
import { ReleaseScheduleTable } from './ReleaseScheduleTable.tsx'

/**
 * The locks of My Lock (`view` owner, with the owner's actions) or of a token's public view: a
 * table on wide screens, cards on phones (a table there would push the status and actions off to
 * the right). Statuses, withdrawable amounts and countdowns run on the chain's clock, so a linear
 * lock's withdrawable amount grows while the page is open.
 */
export function LocksTable(props: LockListProps) {
  const { data } = props
  const { now, offset } = useChainNow(data.timestamp, data.readAt)
  const mobile = useIsMobile()
  const [open, setOpen] = useState<{ id: bigint; dialog: LockDialog } | null>(null)
  const decimalsOf = (lock: LockInfo) => data.tokens[lock.token]?.decimals ?? 18
  const symbolOf = (lock: LockInfo) => data.tokens[lock.token]?.symbol ?? formatAddress(lock.token)
  const context: LockRowContext = {
    now,
    offset,
    symbolOf,
    amountOf: (lock) => (value) => `${formatTokenAmount(value, decimalsOf(lock))} ${symbolOf(lock)}`,
    dialogs: {
      openOf: (lock) => (open?.id === lock.id ? open.dialog : null),
      setOf: (lock) => (dialog) => setOpen(dialog ? { id: lock.id, dialog } : null),
    },
  }
  return mobile ? <LockCards {...props} context={context} /> : <LocksWideTable {...props} context={context} />
}

function LocksWideTable({
  data,
  view,
  locker,
  onChanged,
  context,
}: LockListProps & { context: LockRowContext }) {
  const { t } = useTranslation('lock')
  const { now, offset, amountOf, symbolOf } = context

  const columns: ColumnsType<LockInfo> = [
    {
      title: t('table.id'),
      key: 'id',
      width: 72,
      render: (_, lock) => <LockIdLink lock={lock} chainId={data.chainId} />,
    },
    view === 'owner'
      ? {
          title: t('table.token'),
          key: 'token',
          render: (_, lock) => (
            <Flex vertical gap={2} style={{ minWidth: 90, maxWidth: 200 }}>
              <Tooltip title={lock.token}>
                <span>
                  {symbolOf(lock)} {lock.isLp && <Tag color="blue">LP</Tag>}
                </span>
              </Tooltip>
              {lock.description && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {lock.description}
                </Typography.Text>
              )}
            </Flex>
          ),
        }
      : {
          title: t('table.owner'),
          key: 'owner',
          render: (_, lock) => <LockOwnerCell lock={lock} />,
        },
    {
      title: t('table.amount'),
      key: 'amount',
      render: (_, lock) => (
        <LockAmountCell lock={lock} format={amountOf(lock)}>
          {view === 'token' && lock.description && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {lock.description}
            </Typography.Text>
          )}
        </LockAmountCell>
      ),
    },
    {
      title: t('table.status'),
      key: 'status',
      render: (_, lock) => (
        <Flex vertical gap={4} align="start">
          <LockStatusTag lock={lock} now={now} />
          <LockWithdrawableCell lock={lock} now={now} format={amountOf(lock)} />
        </Flex>
      ),
    },
    {
      title: t('table.next'),
      key: 'next',
      render: (_, lock) => <NextReleaseCell lock={lock} now={now} offset={offset} format={amountOf(lock)} />,
    },
  ]
  if (view === 'owner') {
    columns.push({
      title: t('table.actions'),
      key: 'actions',
      width: 216,
      render: (_, lock) => (
        <LockRowActions lock={lock} data={data} locker={locker} onChanged={onChanged} context={context} />
      ),
    })
  }
  return (
    <Table
      rowKey={(lock) => String(lock.id)}
      columns={columns}
      dataSource={data.locks}
      size="small"
      // Every column fits the content width (1,200 px at most) and wraps: no sideways scrolling that
      // would hide the actions, as the former nine columns did at 1440 px.
      tableLayout="auto"
      expandable={{
        expandedRowRender: (lock) => <ReleaseScheduleTable lock={lock} now={now} format={amountOf(lock)} />,
        expandIcon: ({ expanded, onExpand, record }) => (
          <Tooltip title={t('release.title')}>
            <button
              type="button"
              className={`ant-table-row-expand-icon ${expanded ? 'ant-table-row-expand-icon-expanded' : 'ant-table-row-expand-icon-collapsed'}`}
              aria-label={t('release.title')}
              aria-expanded={expanded}
              onClick={(event) => onExpand(record, event)}
              data-testid={`lock-expand-${record.id}`}
            />
          </Tooltip>
        ),
      }}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      onRow={(lock) => ({ 'data-testid': `lock-row-${lock.id}` }) as React.HTMLAttributes<HTMLElement>}
      data-testid={`locks-table-${view}`}
    />
  )
}
