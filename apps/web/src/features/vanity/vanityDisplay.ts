import { addressNibbles, type VanityPattern } from '@tokenbox/core/vanity/vanityPattern.ts'
import type { TFunction } from 'i18next'

/** A piece of an address for display; `hit` pieces are the part the pattern asked for. */
export type AddressPiece = { text: string; hit: boolean }

/**
 * Splits a checksummed address into pieces so the matched characters can be highlighted: the
 * prefix and suffix, or the first place "contains" matches (with the pattern's case rule).
 *
 * @example
 * highlightAddress('0xdead…', pattern) // [{ text: '0x', hit: false }, { text: 'dead', hit: true }, …]
 */
export function highlightAddress(address: string, pattern: VanityPattern): AddressPiece[] {
  const body = address.slice(2)
  const fold = (text: string) => (pattern.input.caseSensitive ? text : text.toLowerCase())
  const ranges: [number, number][] = []
  if (pattern.input.match === 'contains') {
    const at = fold(body).indexOf(fold(pattern.prefix))
    if (at >= 0) ranges.push([at, at + pattern.prefix.length])
  } else {
    if (pattern.prefix) ranges.push([0, pattern.prefix.length])
    if (pattern.suffix) ranges.push([addressNibbles - pattern.suffix.length, addressNibbles])
  }
  const pieces: AddressPiece[] = [{ text: '0x', hit: false }]
  let cursor = 0
  for (const [from, to] of ranges) {
    if (from > cursor) pieces.push({ text: body.slice(cursor, from), hit: false })
    pieces.push({ text: body.slice(Math.max(from, cursor), to), hit: true })
    cursor = to
  }
  if (cursor < addressNibbles) pieces.push({ text: body.slice(cursor), hit: false })
  return pieces.filter((piece) => piece.text !== '')
}

/**
 * A duration in the largest units that matter ("3 h 12 min", "45 s", "2.1 years", "40 ms" for a
 * match found at once), or the translated "more than a million years" / "—" for the unbounded and
 * unknown cases.
 */
export function formatDuration(t: TFunction, seconds: number): string {
  if (!Number.isFinite(seconds) || Number.isNaN(seconds)) return '—'
  const years = seconds / (365.25 * 86_400)
  if (years >= 1_000_000) return t('duration.forever')
  if (years >= 1) {
    const count = Number(years.toFixed(years < 10 ? 1 : 0))
    const value = new Intl.NumberFormat(t('duration.locale'), { maximumFractionDigits: 1 }).format(count)
    return t('duration.years', { count, value })
  }
  const days = Math.floor(seconds / 86_400)
  const hours = Math.floor((seconds % 86_400) / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const rest = Math.floor(seconds % 60)
  if (days > 0) return `${t('duration.days', { count: days })} ${t('duration.hours', { count: hours })}`
  if (hours > 0)
    return `${t('duration.hours', { count: hours })} ${t('duration.minutes', { count: minutes })}`
  if (minutes > 0)
    return `${t('duration.minutes', { count: minutes })} ${t('duration.seconds', { count: rest })}`
  if (seconds >= 1) return t('duration.seconds', { count: seconds < 10 ? Number(seconds.toFixed(1)) : rest })
  // A short pattern is often found within a few milliseconds: "0 s" would say nothing.
  const milliseconds = Math.round(seconds * 1000)
  return milliseconds >= 1
    ? t('duration.milliseconds', { count: milliseconds })
    : `< ${t('duration.milliseconds', { count: 1 })}`
}

/**
 * A large count in the user's language: grouped digits below a million, compact up to a thousand
 * trillions ("1.2M", "120万"), scientific beyond ("1.84E19"), where compact units run out.
 */
export function formatCount(language: string, value: number): string {
  const options: Intl.NumberFormatOptions =
    value >= 1e15
      ? { notation: 'scientific', maximumFractionDigits: 2 }
      : value >= 1e6
        ? { notation: 'compact', maximumFractionDigits: 2 }
        : {}
  return new Intl.NumberFormat(language, options).format(Math.round(value))
}
