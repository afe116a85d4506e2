import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import type { LockInfo, LockScheduleState } from '@tokenbox/core/lock/lockSchedule.ts'
import type { TFunction } from 'i18next'

export { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'

/** A chain timestamp (seconds) in the user's local time, as every screen writes dates (core's formatDateTime). */
export function formatLockTime(seconds: bigint, language: string): string {
  return formatDateTime(seconds, language)
}

/** A cycle length in the largest whole unit (days, hours or minutes). */
export function formatCycle(t: TFunction, cycle: bigint): string {
  const value = Number(cycle)
  if (value % 86_400 === 0) return t('unit.days', { count: value / 86_400 })
  if (value % 3600 === 0) return t('unit.hours', { count: value / 3600 })
  return t('unit.minutes', { count: Math.round(value / 60) })
}

const percent = (bps: bigint) => `${Number(bps) / 100}%`

/** The schedule in one sentence, e.g. "20% on Jan 1, 2027, 12:00 AM, then 10% every 30 days". */
export function describeSchedule(
  t: TFunction,
  schedule: LockScheduleState | LockInfo,
  language: string,
): string {
  const formatLockTime = (seconds: bigint) => formatDateTime(seconds, language)
  switch (schedule.kind) {
    case 'fixed':
      return t('schedule.fixed', { date: formatLockTime(schedule.end) })
    case 'linear':
      return t('schedule.linear', {
        start: formatLockTime(schedule.start),
        end: formatLockTime(schedule.end),
      })
    case 'period':
      return t('schedule.period', {
        first: percent(schedule.firstBps),
        start: formatLockTime(schedule.start),
        share: percent(schedule.cycleBps),
        cycle: formatCycle(t, schedule.cycle),
        end: formatLockTime(schedule.end),
      })
  }
}
