import { CheckCircleTwoTone } from '@ant-design/icons'
import type { LockInfo } from '@tokenbox/core/lock/lockSchedule.ts'
import { releaseSchedule, type ScheduledRelease } from '@tokenbox/core/lock/releaseSchedule.ts'
import { Flex, Table, Tag, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useTranslation } from 'react-i18next'
import { ProgressBar } from '../../../app/layout/ProgressBar.tsx'
import { useIsMobile } from '../../../base/useIsMobile.ts'
import { describeSchedule, formatLockTime } from '../formatLock.ts'
import type { FormatLockAmount } from './LockCells.tsx'

/**
 * A lock's release schedule as PinkLock and UNCX show vesting: the schedule in one sentence, then
 * each release date with what it releases, the total by then and its share as a bar (a linear
 * lock, which releases every second, by its start and quarter milestones). Releases already out at
 * the chain's time `now` are ticked, the next is marked.
 */
export function ReleaseScheduleTable({
  lock,
  now,
  format,
}: {
  lock: LockInfo
  now: bigint
  format: FormatLockAmount
}) {
  const { t, i18n } = useTranslation('lock')
  const rows = releaseSchedule(lock, lock.amount)
  const nextIndex = rows.findIndex((row) => row.at > now)
  const nextAt = rows[nextIndex]?.at
  const pageSize = 12
  const compact = useIsMobile()
  const dateCell = (row: ScheduledRelease) => (
    <Flex gap={6} align="center" wrap>
      {row.at <= now && <CheckCircleTwoTone twoToneColor="#52c41a" aria-label={t('release.out')} />}
      <span style={{ whiteSpace: 'nowrap' }}>{formatLockTime(row.at, i18n.language)}</span>
      {row.at === nextAt && (
        <Tag color="blue" style={{ marginInlineEnd: 0 }}>
          {t('release.next')}
        </Tag>
      )}
    </Flex>
  )
  const amountCell = (row: ScheduledRelease) => (
    <Flex vertical>
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>
        {lock.kind === 'linear' && row.bps === 0n ? t('release.start') : format(row.amount)}
      </span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('release.total', { amount: format(row.released) })}
      </Typography.Text>
    </Flex>
  )
  const shareCell = (row: ScheduledRelease) => (
    <ProgressBar
      percent={Number(row.bps) / 100}
      size="small"
      status="normal"
      strokeColor={row.at <= now ? undefined : '#bfbfbf'}
      style={{ margin: 0, minWidth: 90 }}
      aria-label={t('release.share')}
    />
  )
  // On a phone each release is one block (date, amounts, share bar): three columns would not fit.
  const columns: ColumnsType<ScheduledRelease> = compact
    ? [
        {
          key: 'release',
          render: (_, row) => (
            <Flex vertical gap={2}>
              {dateCell(row)}
              {amountCell(row)}
              {shareCell(row)}
            </Flex>
          ),
        },
      ]
    : [
        { title: t('release.date'), key: 'date', render: (_, row) => dateCell(row) },
        { title: t('release.amount'), key: 'amount', render: (_, row) => amountCell(row) },
        { title: t('release.share'), key: 'share', width: 130, render: (_, row) => shareCell(row) },
      ]
  return (
    <Flex vertical gap={8} style={{ maxWidth: 760 }} data-testid={`lock-schedule-${lock.id}`}>
      <Typography.Text style={{ fontSize: 13 }}>
        <Tag>{t(`kind.${lock.kind}`)}</Tag>
        {describeSchedule(t, lock, i18n.language)}
      </Typography.Text>
      {lock.kind === 'linear' && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('release.linearNote')}
        </Typography.Text>
      )}
      <Table
        rowKey={(row) => String(row.at)}
        columns={columns}
        dataSource={rows}
        size="small"
        showHeader={!compact}
        scroll={{ x: 'max-content' }}
        // A long period schedule opens on the page of its next release.
        pagination={{
          pageSize,
          defaultCurrent: nextIndex > 0 ? Math.floor(nextIndex / pageSize) + 1 : 1,
          hideOnSinglePage: true,
          showSizeChanger: false,
          size: 'small',
        }}
        title={() => t('release.count', { count: rows.length })}
        data-testid={`lock-releases-${lock.id}`}
      />
    </Flex>
  )
}
