import { parseVanityPattern, type VanityPatternInput } from '@tokenbox/core/vanity/vanityPattern.ts'
import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { formatCount, formatDuration, highlightAddress } from './vanityDisplay.ts'

const pattern = (over: Partial<VanityPatternInput>) => {
  const parsed = parseVanityPattern({
    match: 'prefix',
    text: '',
    suffix: '',
    caseSensitive: false,
    target: 'address',
    ...over,
  })
  if (!parsed.ok) throw new Error(parsed.issue)
  return parsed.pattern
}
const address = '0xdEAD00000000000000000000C0FFee000000BeeF'
const hits = (over: Partial<VanityPatternInput>) =>
  highlightAddress(address, pattern(over))
    .filter((piece) => piece.hit)
    .map((piece) => piece.text)

describe('highlightAddress', () => {
  it('marks the prefix, the suffix, both, or the first place "contains" matches', () => {
    expect(hits({ text: '0xdead' })).toEqual(['dEAD'])
    expect(hits({ match: 'suffix', suffix: 'BEEF' })).toEqual(['BeeF'])
    expect(hits({ match: 'both', text: 'de', suffix: 'ef' })).toEqual(['dE', 'eF'])
    expect(hits({ match: 'contains', text: 'c0ffee' })).toEqual(['C0FFee'])
    expect(hits({ match: 'contains', text: 'c0ffee', caseSensitive: true })).toEqual([])
    expect(
      highlightAddress(address, pattern({ text: 'dead' }))
        .map((piece) => piece.text)
        .join(''),
    ).toBe(address)
  })
})

describe('formatDuration', () => {
  const t = ((key: string, options?: { count?: number; value?: string }) =>
    key === 'duration.locale'
      ? 'en'
      : options?.count === undefined
        ? key
        : `${options.value ?? options.count} ${key}`) as unknown as TFunction
  it('uses the two largest units, years with one decimal, and words for the unbounded', () => {
    expect(formatDuration(t, 3.25)).toBe('3.3 duration.seconds')
    expect(formatDuration(t, 125)).toBe('2 duration.minutes 5 duration.seconds')
    expect(formatDuration(t, 3 * 3600 + 60 * 12)).toBe('3 duration.hours 12 duration.minutes')
    expect(formatDuration(t, 2 * 86_400 + 3600)).toBe('2 duration.days 1 duration.hours')
    expect(formatDuration(t, 2.5 * 365.25 * 86_400)).toBe('2.5 duration.years')
    expect(formatDuration(t, 552_430.4 * 365.25 * 86_400)).toBe('552,430 duration.years')
    expect(formatDuration(t, 1e20)).toBe('duration.forever')
    expect(formatDuration(t, Number.POSITIVE_INFINITY)).toBe('—')
  })

  it('shows a fast find in milliseconds, never as "0 s"', () => {
    expect(formatDuration(t, 1)).toBe('1 duration.seconds')
    expect(formatDuration(t, 0.9996)).toBe('1000 duration.milliseconds')
    expect(formatDuration(t, 0.0426)).toBe('43 duration.milliseconds')
    expect(formatDuration(t, 0.0004)).toBe('< 1 duration.milliseconds')
    expect(formatDuration(t, 0)).toBe('< 1 duration.milliseconds')
  })
})

describe('formatCount', () => {
  it('groups, then compacts, then goes scientific', () => {
    expect(formatCount('en', 4096)).toBe('4,096')
    expect(formatCount('en', 16 ** 6)).toBe('16.78M')
    expect(formatCount('en', 16 ** 16)).toBe('1.84E19')
  })
})
