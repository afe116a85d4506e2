import { describe, expect, it } from 'vitest'
import { findFreshMarkEntry } from './findFreshMarkEntry.ts'
import { formatMark } from './formatMark.ts'
import { localDate } from './localDate.ts'
import { readMarkCookie, writeMarkCookie } from './markCookie.ts'
import { maxMarkEntries } from './markEntry.ts'
import { parseMark } from './parseMark.ts'
import { upsertMarkEntry } from './upsertMarkEntry.ts'

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('mark cookie helpers', () => {
  it('parses entries joined by "|", lowercasing addresses', () => {
    expect(parseMark(`${alice},2,2026-11-20|${bob},0,2026-11-19`)).toEqual([
      { address: alice.toLowerCase(), vipLevel: 2, date: '2026-11-20' },
      { address: bob.toLowerCase(), vipLevel: 0, date: '2026-11-19' },
    ])
  })

  it('drops malformed entries and reads an empty mark as no entries', () => {
    expect(parseMark('')).toEqual([])
    expect(
      parseMark(`0x12,1,2026-11-20|${alice},x,2026-11-20|${alice},1,20-11-2026|${bob},3,2026-11-20`),
    ).toEqual([{ address: bob.toLowerCase(), vipLevel: 3, date: '2026-11-20' }])
  })

  it('round-trips through formatMark', () => {
    const mark = `${alice.toLowerCase()},2,2026-11-20|${bob.toLowerCase()},0,2026-11-19`
    expect(formatMark(parseMark(mark))).toBe(mark)
  })

  it('upserts: replaces the address entry and moves it first, whatever the case', () => {
    const mark = `${alice},1,2026-11-19|${bob},0,2026-11-19`
    const next = upsertMarkEntry(mark, {
      address: bob.toUpperCase().replace('0X', '0x'),
      vipLevel: 4,
      date: '2026-11-20',
    })
    expect(next).toBe(`${bob.toLowerCase()},4,2026-11-20|${alice.toLowerCase()},1,2026-11-19`)
    expect(upsertMarkEntry('', { address: alice, vipLevel: 0, date: '2026-11-20' })).toBe(
      `${alice.toLowerCase()},0,2026-11-20`,
    )
  })

  it(`keeps at most ${maxMarkEntries} addresses, dropping the oldest`, () => {
    let mark = ''
    for (let index = 0; index < maxMarkEntries + 5; index++) {
      const address = `0x${index.toString(16).padStart(40, '0')}`
      mark = upsertMarkEntry(mark, { address, vipLevel: 0, date: '2026-11-20' })
    }
    const entries = parseMark(mark)
    expect(entries).toHaveLength(maxMarkEntries)
    expect(entries[0]?.address).toBe(`0x${(maxMarkEntries + 4).toString(16).padStart(40, '0')}`)
  })

  it('finds an entry only when it is dated today', () => {
    const mark = `${alice},2,2026-11-20|${bob},1,2026-11-19`
    expect(findFreshMarkEntry(mark, alice, '2026-11-20')?.vipLevel).toBe(2)
    expect(findFreshMarkEntry(mark, bob, '2026-11-20')).toBeUndefined()
    expect(findFreshMarkEntry(mark, alice.toLowerCase(), '2026-11-21')).toBeUndefined()
  })

  it('dates by the local calendar day', () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
    expect(localDate(new Date(2026, 10, 20, 0, 0))).toBe('2026-11-20')
  })

  it('stores the mark in the "mark" cookie and reads it back', () => {
    const mark = `${alice.toLowerCase()},2,2026-11-20|${bob.toLowerCase()},0,2026-11-19`
    writeMarkCookie(mark)
    expect(readMarkCookie()).toBe(mark)
    expect(readMarkCookie('a=1; mark=x%7Cy; b=2')).toBe('x|y')
    expect(readMarkCookie('a=1')).toBe('')
  })
})
