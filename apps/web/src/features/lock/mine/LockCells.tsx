import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import {
  type LockInfo,
  type LockStatus,
  lockStatus,
  releasedFraction,
  withdrawableAt,
} from '@tokenbox/core/lock/lockSchedule.ts'
import { Flex, Tag, Tooltip, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { zeroAddress } from 'viem'
import { ProgressBar } from '../../../app/layout/ProgressBar.tsx'

// The next release and the lock's links stand in their own files; the lock's views take every cell from here.
export { CopyLockLinkButton, LockIdLink } from './LockLinks.tsx'
export { NextReleaseCell } from './NextReleaseCell.tsx'

const statusColors: Record<LockStatus, string> = {
  locked: 'blue',
  partlyWithdrawable: 'cyan',
  fullyWithdrawable: 'green',
  withdrawn: 'default',
  renounced: 'purple',
}

/** A lock's amounts in its token ("1,000 USDT"). */
export type FormatLockAmount = (value: bigint) => string

/** The status at the chain's time `now`, with what it means on hover. */
export function LockStatusTag({ lock, now }: { lock: LockInfo; now: bigint }) {
  const { t } = useTranslation('lock')
  const status = lockStatus(lock, now)
  return (
    <Tooltip title={t(`statusHelp.${status}`)}>
      <Tag color={statusColors[status]} style={{ marginInlineEnd: 0 }} data-testid={`lock-status-${lock.id}`}>
        {t(`status.${status}`)}
      </Tag>
    </Tooltip>
  )
}

/**
 * A lock's amount and, once some of it was withdrawn, how much. `children` go under it (the token
 * view's table puts the lock's description there).
 */
export function LockAmountCell({
  lock,
  format,
  labelled = false,
  large = false,
  children,
}: {
  lock: LockInfo
  format: FormatLockAmount
  /** Says "Amount" above it (where no column or label names it: the lock's page). */
  labelled?: boolean
  /** The amount in the size of a page's key figures (the lock's page). */
  large?: boolean
  children?: ReactNode
}) {
  const { t } = useTranslation('lock')
  return (
    <Flex vertical gap={2}>
      {labelled && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('table.amount')}
        </Typography.Text>
      )}
      <span
        data-testid={`lock-amount-${lock.id}`}
        style={large ? { fontSize: 20, fontWeight: 600 } : undefined}
      >
        {format(lock.amount)}
      </span>
      {lock.withdrawn > 0n && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('table.withdrawnValue', { value: format(lock.withdrawn) })}
        </Typography.Text>
      )}
      {children}
    </Flex>
  )
}

/** The lock's owner, shortened and copyable with the whole address on hover; "Renounced" once nobody owns it. */
export function LockOwnerCell({ lock, testId }: { lock: LockInfo; testId?: string | undefined }) {
  const { t } = useTranslation('lock')
  if (lock.owner === zeroAddress) return <Tag color="purple">{t('table.renounced')}</Tag>
  return (
    <Tooltip title={lock.owner}>
      <Typography.Text copyable={{ text: lock.owner }} data-testid={testId}>
        {formatAddress(lock.owner)}
      </Typography.Text>
    </Tooltip>
  )
}

/** What can be withdrawn at the chain's time `now` and the share released so far. */
export function LockWithdrawableCell({
  lock,
  now,
  format,
  labelled = true,
  large = false,
}: {
  lock: LockInfo
  now: bigint
  format: FormatLockAmount
  /** Says "Withdrawable now" above the amount (false where a label is already beside it). */
  labelled?: boolean
  /** The amount in the size of a page's key figures (the lock's page). */
  large?: boolean
}) {
  const { t } = useTranslation('lock')
  return (
    <Flex vertical gap={2} style={{ width: '100%' }}>
      {labelled && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('table.withdrawableNow')}
        </Typography.Text>
      )}
      <span
        data-testid={`lock-withdrawable-${lock.id}`}
        style={{ fontVariantNumeric: 'tabular-nums', ...(large && { fontSize: 20, fontWeight: 600 }) }}
      >
        {format(withdrawableAt(lock, now))}
      </span>
      <ProgressBar
        percent={Math.floor(releasedFraction(lock, now) * 100)}
        size="small"
        style={{ margin: 0, maxWidth: 160 }}
        aria-label={t('table.progress')}
      />
    </Flex>
  )
}
