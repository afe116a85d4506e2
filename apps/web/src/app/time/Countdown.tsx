import { splitDuration } from '@tokenbox/core/format/splitDuration.ts'
import { useTranslation } from 'react-i18next'
import { useNow } from './useNow.ts'

/**
 * The time left until `endsAt` (unix seconds), ticking every second, in the user's language
 * ("2d 03h 04m 05s"; days are left out under a day). Shows nothing once the end has passed.
 *
 * @example
 * <Countdown endsAt={lock.end} testId="lock-countdown" />
 */
export function Countdown({ endsAt, testId }: { endsAt: bigint | number; testId?: string }) {
  const { t } = useTranslation('common')
  const now = useNow()
  const left = Number(endsAt) - now / 1000
  if (left <= 0) return null
  const { days, hours, minutes, seconds } = splitDuration(left)
  const pad = (value: number) => String(value).padStart(2, '0')
  const parts = { d: days, h: pad(hours), m: pad(minutes), s: pad(seconds) }
  return (
    <span data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {days > 0 ? t('countdown.days', parts) : t('countdown.hours', parts)}
    </span>
  )
}
