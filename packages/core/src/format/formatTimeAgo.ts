export type FormatTimeAgoOptions = {
  /** The moment to measure from; defaults to the current time. Date or milliseconds since epoch. */
  now?: Date | number
}

function pluralize(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`
}

/**
 * English relative time with the spec's template thresholds: under 3600 s in minutes, under
 * 86400 s in hours, otherwise in days; whole units, counted down (59 min 59 s is "59 minutes");
 * the unit takes an "s" unless the count is 1.
 *
 * Under 60 s the template would say "0 minutes"; we say "just now" instead, which reads better
 * and is what the Chinese form says (刚刚). A time in the future (a clock skew between the
 * chain and this machine) also reads "just now".
 *
 * @param time A Date or milliseconds since epoch (multiply a chain timestamp in seconds by 1000).
 *
 * @example
 * formatTimeAgo(Date.now() - 90_000) // '1 minute ago'
 * formatTimeAgo(Date.now() - 7_200_000) // '2 hours ago'
 * formatTimeAgo(Date.now() - 86_400_000) // '1 day ago'
 */
export function formatTimeAgo(time: Date | number, options: FormatTimeAgoOptions = {}): string {
  const now = Number(options.now ?? Date.now())
  const seconds = Math.floor((now - Number(time)) / 1000)
  if (!Number.isFinite(seconds)) return ''
  if (seconds < 60) return 'just now'
  if (seconds < 3600) return pluralize(Math.floor(seconds / 60), 'minute')
  if (seconds < 86400) return pluralize(Math.floor(seconds / 3600), 'hour')
  return pluralize(Math.floor(seconds / 86400), 'day')
}
