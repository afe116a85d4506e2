import type { MarkEntry } from './markEntry.ts'

/**
 * Writes entries back as the `mark` text: `address,vipLevel,date` joined by "|".
 *
 * @example
 * formatMark([{ address: '0xab…01', vipLevel: 2, date: '2026-11-20' }]) // '0xab…01,2,2026-11-20'
 */
export function formatMark(entries: readonly MarkEntry[]): string {
  return entries.map((entry) => `${entry.address},${entry.vipLevel},${entry.date}`).join('|')
}
