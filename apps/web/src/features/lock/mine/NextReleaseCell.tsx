import { ClockCircleOutlined } from '@ant-design/icons'
import { type LockInfo, lockStatus, nextRelease } from '@tokenbox/core/lock/lockSchedule.ts'
import { Flex, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Countdown } from '../../../app/time/Countdown.tsx'
import { formatLockTime } from '../formatLock.ts'

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
  /** The lock's amounts in its token (LockCells' FormatLockAmount). */
  format: (value: bigint) => string
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
