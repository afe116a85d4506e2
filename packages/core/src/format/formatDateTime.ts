/** A moment: a Date, milliseconds since the epoch (a number), or a chain timestamp in seconds (a bigint). */
export type Moment = Date | number | bigint

import { localeTag } from './localeTag.ts'

export { localeTag }

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()
const dayFormats = new Map<string, Intl.DateTimeFormat>()
const timeFormats = new Map<string, Intl.DateTimeFormat>()

function formatter(
  cache: Map<string, Intl.DateTimeFormat>,
  language: string,
  options: Intl.DateTimeFormatOptions,
) {
  const tag = localeTag(language)
  let format = cache.get(tag)
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options)
    cache.set(tag, format)
  }
  return format
}

function toDate(at: Moment): Date {
  return at instanceof Date ? at : new Date(typeof at === 'bigint' ? Number(at) * 1000 : at)
}

/**
 * A date and time as every TokenBox screen writes it in `language` (issue 52: one format per
 * language, not "Nov 26, 2027" here, "2027-11-26 10:40" there and "12/3/2026, 10:48:02 AM"
 * elsewhere), in the device's time zone: the medium date and the short time.
 *
 * @example
 * formatDateTime(1_900_000_000n, 'en') // 'Mar 17, 2030, 5:46 PM' (UTC)
 * formatDateTime(1_900_000_000n, 'zh') // '2030年3月17日 17:46'
 * formatDateTime(1_900_000_000n, 'es') // '17 mar 2030, 17:46'
 * formatDateTime(new Date(), 'ja')
 */
export function formatDateTime(at: Moment, language: string): string {
  return formatter(dateTimeFormats, language, { dateStyle: 'medium', timeStyle: 'short' }).format(toDate(at))
}

/**
 * A day alone, where a time would say nothing (an approval's last change, a lock's day), in the
 * same medium style as {@link formatDateTime}.
 *
 * @example
 * formatDay(1_900_000_000n, 'en') // 'Mar 17, 2030'
 */
export function formatDay(at: Moment, language: string): string {
  return formatter(dayFormats, language, { dateStyle: 'medium' }).format(toDate(at))
}

/**
 * A time of day with its seconds, where the day goes without saying (a gas price "updated 10:48:02").
 *
 * @example
 * formatTime(new Date(), 'zh') // '10:48:02'
 */
export function formatTime(at: Moment, language: string): string {
  return formatter(timeFormats, language, { timeStyle: 'medium' }).format(toDate(at))
}
