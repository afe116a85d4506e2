import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { formatNumber, formatPercent } from '@tokenbox/core/format/formatPercent.ts'
import { splitDuration } from '@tokenbox/core/format/splitDuration.ts'
import { truncateAmount } from '@tokenbox/core/format/truncateAmount.ts'
import { miningTeamGenerationPercents } from '@tokenbox/core/mining/miningTeamPower.ts'
import type { TFunction } from 'i18next'
import { formatUnits } from 'viem'

/**
 * Base units as a decimal in the user's language, cut (never rounded up) to `digits` decimals: a
 * balance or a pending reward is never shown above what it is.
 */
export function tokenAmount(value: bigint, decimals: number, language: string, digits = 6): string {
  const cut = truncateAmount(value, digits, { decimals })
  return formatLocaleDecimal(cut, language) ?? cut
}

/**
 * A rate as the screens show it, rounded to `digits` decimals: 1,000 a day is 0.011574074074… a
 * second, rounded down to base units, and that second's day is 999.9999999999999936; the screens
 * say 1,000 a day and 0.01157407 a second (the exact figures are the contract's).
 */
export function rateAmount(value: bigint, decimals: number, language: string, digits = 6): string {
  return formatNumber(Number(formatUnits(value, decimals)), { language, maxDecimals: digits })
}

/** A rate per second as the screens show it: per day (the contract pays per second; 86,400 a day). */
export function perDay(rewardPerSecond: bigint, decimals: number, language: string): string {
  return rateAmount(rewardPerSecond * 86_400n, decimals, language)
}

/** An APR in basis points as a percentage, or a dash when unknown. */
export function aprText(aprBps: bigint | undefined, language: string): string {
  if (aprBps === undefined) return '—'
  return formatPercent(aprBps, language)
}

/** Seconds as days with one decimal ("12.5"). */
export function daysText(seconds: bigint, language: string): string {
  return formatNumber(Number(seconds) / 86_400, { language, maxDecimals: 1 })
}

/** Seconds as a number of days for plural forms (one decimal, as daysText shows it). */
export function daysCount(seconds: bigint): number {
  return Math.round((Number(seconds) / 86_400) * 10) / 10
}

/** A span of seconds as "2d 03h 04m 05s" (the common countdown's words), on the chain's clock. */
export function durationText(t: TFunction, seconds: bigint): string {
  const { days, hours, minutes, seconds: rest } = splitDuration(Number(seconds))
  const pad = (value: number) => String(value).padStart(2, '0')
  const parts = { d: days, h: pad(hours), m: pad(minutes), s: pad(rest) }
  return days > 0
    ? t('countdown.days', { ns: 'common', ...parts })
    : t('countdown.hours', { ns: 'common', ...parts })
}

/** Unix seconds as a medium date and short time in the user's language. */
export function dateText(seconds: bigint, language: string): string {
  return formatDateTime(seconds, language)
}

/**
 * The first two generations' parts of a staker's power as team power (1.5% and 0.75%), as the
 * rules' texts show them: each generation half the one before, 3% in all (MiningPool.teamPowerFor).
 */
export function teamGenerationParams(language: string): { first: string; second: string } {
  const [first = '1.5', second = '0.75'] = miningTeamGenerationPercents(2).map(String)
  return {
    first: formatLocaleDecimal(first, language) ?? first,
    second: formatLocaleDecimal(second, language) ?? second,
  }
}
