import { ClockCircleOutlined, LinkOutlined } from '@ant-design/icons'
import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import {
  type LockInfo,
  type LockStatus,
  lockStatus,
  nextRelease,
  releasedFraction,
  withdrawableAt,
} from '@tokenbox/core/lock/lockSchedule.ts'
import { Button, Flex, Tag, Tooltip, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { zeroAddress } from 'viem'
import { ProgressBar } from '../../../app/layout/ProgressBar.tsx'
import { Countdown } from '../../../app/time/Countdown.tsx'
import { useCopyWithFeedback } from '../../../wallet/useCopyWithFeedback.ts'
import { formatLockTime } from '../formatLock.ts'
import { lockPageHref } from '../lockLink.ts'

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

/**
 * The next release at the chain's time `now`: a fixed or period lock's next date and what it
 * releases; a linear lock's start or its pace until the end; each with a countdown on this
 * device's clock (`offset`: seconds the chain runs ahead).
 */
export function NextReleaseCell({
  lock,
  now,
  offset,
  format,
}: {
  lock: LockInfo
  now: bigint
  offset: number
  format: FormatLockAmount
}) {
  const { t, i18n } = useTranslation('lock')
  const status = lockStatus(lock, now)
  const next = status === 'withdrawn' ? undefined : nextRelease(lock, lock.amount, now)
  if (!next) {
    return (
      <Typography.Text type="secondary" data-testid={`lock-next-${lock.id}`}>
        {status === 'fullyWithdrawable' ? t('next.none') : '—'}
      </Typography.Text>
    )
  }
  const date = formatLockTime(next.at, i18n.language)
  const lines =
    next.kind === 'step'
      ? [t('next.step', { amount: format(next.amount), date })]
      : next.kind === 'start'
        ? [t('next.start', { date }), t('next.perDay', { amount: format(next.perDay) })]
        : [t('next.continuous', { amount: format(next.perDay) }), t('next.allBy', { date })]
  return (
    <Flex vertical gap={2} data-testid={`lock-next-${lock.id}`}>
      {lines.map((line, index) => (
        <Typography.Text
          key={line}
          type={index > 0 ? 'secondary' : undefined}
          style={{ fontSize: index ? 12 : 14 }}
        >
          {keepTogether(line, date)}
        </Typography.Text>
      ))}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <ClockCircleOutlined aria-label={t('next.countdown')} />{' '}
        <Countdown endsAt={Number(next.at) - offset} testId={`lock-countdown-${lock.id}`} />
      </Typography.Text>
    </Flex>
  )
}

/** The lock's number, a link to its own page (the one to share). */
export function LockIdLink({ lock, chainId }: { lock: LockInfo; chainId: number }) {
  return (
    <Link to={lockPageHref(chainId, lock.id)} data-testid={`lock-link-${lock.id}`}>
      #{String(lock.id)}
    </Link>
  )
}

/** Copies the full address of the lock's page, for the owner to share with buyers. */
export function CopyLockLinkButton({ lock, chainId }: { lock: LockInfo; chainId: number }) {
  const { t } = useTranslation('lock')
  const copy = useCopyWithFeedback()
  return (
    <Button
      size="small"
      icon={<LinkOutlined />}
      onClick={() => void copy(new URL(lockPageHref(chainId, lock.id), window.location.origin).href)}
      data-testid={`lock-copy-link-${lock.id}`}
    >
      {t('action.copyLink')}
    </Button>
  )
}

/** `text` with `part` (a date) kept on one line: a narrow card otherwise breaks it at its hyphens. */
function keepTogether(text: string, part: string): ReactNode {
  const at = text.indexOf(part)
  if (at < 0) return text
  return (
    <>
      {text.slice(0, at)}
      <span style={{ whiteSpace: 'nowrap' }}>{part}</span>
      {text.slice(at + part.length)}
    </>
  )
}
