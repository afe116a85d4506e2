import { formatMark } from './formatMark.ts'
import { type MarkEntry, maxMarkEntries } from './markEntry.ts'
import { parseMark } from './parseMark.ts'

/**
 * Returns the `mark` text with `entry` as the address's only entry, placed first (the most
 * recent lookup), keeping at most {@link maxMarkEntries} addresses.
 *
 * @example
 * upsertMarkEntry('0xab…01,0,2026-11-19', { address: '0xAB…01', vipLevel: 2, date: '2026-11-20' })
 * // '0xab…01,2,2026-11-20'
 */
export function upsertMarkEntry(mark: string, entry: MarkEntry): string {
  const address = entry.address.toLowerCase()
  const others = parseMark(mark).filter((existing) => existing.address !== address)
  return formatMark([{ ...entry, address }, ...others].slice(0, maxMarkEntries))
}
