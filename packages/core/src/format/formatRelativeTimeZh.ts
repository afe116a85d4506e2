export type FormatRelativeTimeZhOptions = {
  /** The moment to measure from; defaults to the current time. Date or milliseconds since epoch. */
  now?: Date | number
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0')
}

/**
 * Chinese relative time with the spec's thresholds: under 30 s 刚刚 ("just now"), under 1 hour
 * N分钟前, under 1 day N小时前, under 2 days 1天前, and from 2 days on the date itself
 * (M月D日 HH:mm in the machine's local time zone, the form a Chinese reader expects).
 *
 * Minutes and hours count up (Math.ceil): 40 s reads 1分钟前 rather than 0分钟前, since the
 * 30 s threshold leaves a gap that counting down would fill with zero. A future time reads 刚刚.
 *
 * @param time A Date or milliseconds since epoch.
 *
 * @example
 * formatRelativeTimeZh(Date.now() - 10_000) // '刚刚'
 * formatRelativeTimeZh(Date.now() - 5 * 60_000) // '5分钟前'
 * formatRelativeTimeZh(new Date(2026, 0, 5, 8, 7), { now: new Date(2026, 0, 9) }) // '1月5日 08:07'
 */
export function formatRelativeTimeZh(time: Date | number, options: FormatRelativeTimeZhOptions = {}): string {
  const then = Number(time)
  const seconds = (Number(options.now ?? Date.now()) - then) / 1000
  if (!Number.isFinite(seconds)) return ''
  if (seconds < 30) return '刚刚'
  if (seconds < 3600) return `${Math.ceil(seconds / 60)}分钟前`
  if (seconds < 86400) return `${Math.ceil(seconds / 3600)}小时前`
  if (seconds < 2 * 86400) return '1天前'
  const date = new Date(then)
  return `${date.getMonth() + 1}月${date.getDate()}日 ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`
}
