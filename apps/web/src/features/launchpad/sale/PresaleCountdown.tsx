import type { PresaleState } from '@tokenbox/core/launchpad/presaleState.ts'
import { Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { formatDuration } from '../../../app/time/formatDuration.ts'

/**
 * Time to the next moment that matters, by the chain's clock: the start of an upcoming presale,
 * the end of a live one, the finalize deadline of an ended one (after it, refunds open to all).
 */
export function PresaleCountdown({ state }: { state: PresaleState }) {
  const { t, i18n } = useTranslation('launchpad')
  const target =
    state.label === 'upcoming'
      ? { key: 'startsIn', at: state.start }
      : state.label === 'live' || state.label === 'filled'
        ? { key: 'endsIn', at: state.end }
        : state.label === 'ended' && state.finalizeDeadline > state.now
          ? { key: 'finalizeWithin', at: state.finalizeDeadline }
          : undefined
  if (!target) return null
  const seconds = Number(target.at - state.now)
  return (
    <Typography.Text strong data-testid="presale-countdown" data-seconds={seconds}>
      {t(`sale.${target.key}`, { time: formatDuration(Math.max(0, seconds), i18n.language) })}
    </Typography.Text>
  )
}
