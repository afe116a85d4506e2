import type { MarkEntry } from './markEntry.ts'

const entryPattern = /^(0x[0-9a-f]{40}),(\d{1,6}),(\d{4}-\d{2}-\d{2})$/

/**
 * Reads the `mark` text (entries `address,vipLevel,date` joined by "|") into entries. An entry
 * that does not have that shape (an edited or truncated cookie) is dropped, not trusted: the
 * worst outcome is one more VIP lookup.
 *
 * @example
 * parseMark('0xab…01,2,2026-11-20|0xcd…02,0,2026-11-19')
 * // [{ address: '0xab…01', vipLevel: 2, date: '2026-11-20' }, { address: '0xcd…02', vipLevel: 0, date: '2026-11-19' }]
 */
export function parseMark(mark: string): MarkEntry[] {
  const entries: MarkEntry[] = []
  for (const part of mark.split('|')) {
    const match = entryPattern.exec(part.trim().toLowerCase())
    if (!match) continue
    const [, address, level, date] = match
    entries.push({ address: address as string, vipLevel: Number(level), date: date as string })
  }
  return entries
}
