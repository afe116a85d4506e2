import { fetchVipLevel } from './fetchVipLevel.ts'
import { findFreshMarkEntry } from './findFreshMarkEntry.ts'
import { localDate } from './localDate.ts'
import { readMarkCookie, writeMarkCookie } from './markCookie.ts'
import { upsertMarkEntry } from './upsertMarkEntry.ts'

/**
 * The VIP level of `address`, looked up at most once per address per day (spec 000 section 4):
 * an entry of the `mark` cookie dated today answers without a request; otherwise the server is
 * asked and its answer recorded. A failed lookup is only logged (spec 000 section 8) and counts
 * as level 0 without being recorded, so the next connection tries again.
 *
 * @example
 * const level = await lookUpVipLevel('0x7099…79C8', 56)
 */
export async function lookUpVipLevel(address: string, chainId: number): Promise<number> {
  const today = localDate()
  const cached = findFreshMarkEntry(readMarkCookie(), address, today)
  if (cached) return cached.vipLevel
  try {
    const vipLevel = await fetchVipLevel(address, chainId)
    writeMarkCookie(upsertMarkEntry(readMarkCookie(), { address, vipLevel, date: today }))
    return vipLevel
  } catch (error) {
    console.warn('VIP lookup failed', error)
    return 0
  }
}
