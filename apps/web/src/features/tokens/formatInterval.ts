import { timeUnitSeconds } from '@tokenbox/core/tokens/tokenFormValues.ts'

const durationKeys = { day: 'days', hour: 'hours', minute: 'minutes', second: 'seconds' } as const

type DurationFormatter = { format: (duration: Record<string, number>) => string }
type DurationFormatConstructor = new (locale: string, options: { style: 'long' }) => DurationFormatter

/**
 * "1 day", "2 小时", "30 minutos": an interval in the largest whole time unit, worded by the
 * browser's Intl.DurationFormat in the user's language (plural rules included), so no locale file
 * has to know every language's plurals. Falls back to seconds with the unit name where the
 * browser lacks DurationFormat.
 *
 * @example
 * formatInterval(86_400, 'en') // '1 day'
 */
export function formatInterval(seconds: number, language: string): string {
  const unit = (Object.keys(timeUnitSeconds) as (keyof typeof timeUnitSeconds)[]).find(
    (candidate) => seconds % timeUnitSeconds[candidate] === 0,
  )!
  const count = seconds / timeUnitSeconds[unit]
  const DurationFormat = (Intl as unknown as { DurationFormat?: DurationFormatConstructor }).DurationFormat
  if (!DurationFormat) return `${count} ${durationKeys[unit]}`
  return new DurationFormat(language, { style: 'long' }).format({ [durationKeys[unit]]: count })
}
