type DurationFormatter = { format: (duration: Record<string, number>) => string }
type DurationFormatConstructor = new (locale: string, options: { style: 'narrow' }) => DurationFormatter

/**
 * Time left as days, hours and minutes in the user's language ("2d 3h 5m", "2天3小时5分钟"), by the
 * browser's Intl.DurationFormat; under a minute, seconds. Falls back to plain units where the
 * browser lacks it.
 *
 * @example
 * formatDuration(93_900, 'en') // '1d 2h 5m'
 */
export function formatDuration(seconds: number, language: string): string {
  const days = Math.floor(seconds / 86_400)
  const hours = Math.floor((seconds % 86_400) / 3_600)
  const minutes = Math.floor((seconds % 3_600) / 60)
  const parts: Record<string, number> =
    seconds < 60
      ? { seconds }
      : Object.fromEntries(Object.entries({ days, hours, minutes }).filter(([, value]) => value > 0))
  const DurationFormat = (Intl as unknown as { DurationFormat?: DurationFormatConstructor }).DurationFormat
  if (!DurationFormat)
    return Object.entries(parts)
      .map(([unit, value]) => `${value} ${unit}`)
      .join(' ')
  return new DurationFormat(language, { style: 'narrow' }).format(parts)
}
