import type { MarkEntry } from './markEntry.ts'
import { parseMark } from './parseMark.ts'

/**
 * The address's entry when it was written on `today`, else undefined: the VIP level is looked
 * up at most once per address per day (spec 000 section 4).
 *
 * @example
 * findFreshMarkEntry(mark, '0xAb…01', '2026-11-20')?.vipLevel // 2, or undefined: ask the server
 */
export function findFreshMarkEntry(mark: string, address: string, today: string): MarkEntry | undefined {
  const wanted = address.toLowerCase()
  return parseMark(mark).find((entry) => entry.address === wanted && entry.date === today)
}
