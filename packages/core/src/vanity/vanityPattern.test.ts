import { describe, expect, it } from 'vitest'
import {
  attemptsForProbability,
  probabilityAfter,
  vanityDifficulty,
  vanityTimes,
} from './vanityDifficulty.ts'
import { matchesVanityPattern, parseVanityPattern, type VanityPatternInput } from './vanityPattern.ts'

const input = (over: Partial<VanityPatternInput>): VanityPatternInput => ({
  match: 'prefix',
  text: '',
  suffix: '',
  caseSensitive: false,
  target: 'address',
  ...over,
})
const parse = (over: Partial<VanityPatternInput>) => {
  const result = parseVanityPattern(input(over))
  if (!result.ok) throw new Error(result.issue)
  return result.pattern
}
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

describe('parseVanityPattern', () => {
  it.each([
    ['dexd', 'text'],
    ['0xg', 'text'],
    ['12 34', 'text'],
    ['ｄｅａｄ', 'text'],
  ])('refuses %j with the spec message key', (text, field) => {
    expect(parseVanityPattern(input({ text }))).toEqual({ ok: false, issue: 'validation.hexOnly', field })
  })

  it('refuses bad suffixes, empty strings and more than 40 characters in all', () => {
    expect(parseVanityPattern(input({ match: 'both', text: 'ab', suffix: 'z' }))).toMatchObject({
      issue: 'validation.hexOnly',
      field: 'suffix',
    })
    expect(parseVanityPattern(input({ match: 'both', text: 'ab', suffix: ' ' }))).toMatchObject({
      issue: 'validation.empty',
      field: 'suffix',
    })
    expect(parseVanityPattern(input({ text: '0x' }))).toMatchObject({ issue: 'validation.empty' })
    expect(
      parseVanityPattern(input({ match: 'both', text: 'a'.repeat(20), suffix: 'b'.repeat(21) })),
    ).toMatchObject({ issue: 'validation.tooLong' })
    expect(
      parseVanityPattern(input({ match: 'both', text: 'a'.repeat(20), suffix: 'b'.repeat(20) })).ok,
    ).toBe(true)
  })

  it('drops a typed 0x before a prefix, not inside "contains"', () => {
    expect(parse({ text: ' 0xBEEF ' }).prefix).toBe('BEEF')
    expect(parseVanityPattern(input({ match: 'contains', text: '0xbeef' }))).toMatchObject({
      issue: 'validation.hexOnly',
    })
  })

  it('compiles prefix and suffix into one nibble mask over the 20 address bytes', () => {
    const pattern = parse({ match: 'both', text: 'aBc', suffix: '12345' })
    expect(pattern).toMatchObject({ nibbles: 8, letters: 3 })
    expect(pattern.bytePatterns).toHaveLength(1)
    expect(hex(pattern.bytePatterns[0]!.mask)).toBe(`fff0${'00'.repeat(15)}0fffff`)
    expect(hex(pattern.bytePatterns[0]!.value)).toBe(`abc0${'00'.repeat(15)}012345`)
  })

  it('compiles "contains" into one mask per character offset', () => {
    const pattern = parse({ match: 'contains', text: 'f00' })
    expect(pattern.bytePatterns).toHaveLength(38)
    expect(hex(pattern.bytePatterns[1]!.mask)).toBe(`0fff${'00'.repeat(18)}`)
    expect(hex(pattern.bytePatterns[1]!.value)).toBe(`0f00${'00'.repeat(18)}`)
    expect(hex(pattern.bytePatterns[37]!.value)).toBe(`${'00'.repeat(18)}0f00`)
  })
})

describe('matchesVanityPattern', () => {
  const address = '0xdEAD0000000000000000000000000000000BeeF1'
  it('ignores case unless asked, then requires the checksum case as typed', () => {
    expect(matchesVanityPattern(address, parse({ text: 'DEAD' }))).toBe(true)
    expect(matchesVanityPattern(address, parse({ text: 'DEAD', caseSensitive: true }))).toBe(false)
    expect(matchesVanityPattern(address, parse({ text: 'dEAD', caseSensitive: true }))).toBe(true)
    expect(matchesVanityPattern(address, parse({ match: 'suffix', suffix: 'beef1' }))).toBe(true)
    expect(
      matchesVanityPattern(address, parse({ match: 'suffix', suffix: 'beef1', caseSensitive: true })),
    ).toBe(false)
    expect(
      matchesVanityPattern(address, parse({ match: 'contains', text: '0bEEf', caseSensitive: true })),
    ).toBe(false)
    expect(
      matchesVanityPattern(address, parse({ match: 'contains', text: '0BeeF', caseSensitive: true })),
    ).toBe(true)
    expect(matchesVanityPattern(address, parse({ match: 'both', text: 'dead', suffix: 'f2' }))).toBe(false)
  })
})

describe('difficulty and times', () => {
  it('is 16^n, doubled per letter whose case counts, and about 16^n/(41-n) for contains', () => {
    expect(vanityDifficulty(parse({ text: 'dead' }))).toBe(65_536)
    expect(vanityDifficulty(parse({ text: 'dead', caseSensitive: true }))).toBe(65_536 * 16)
    expect(vanityDifficulty(parse({ text: '1234', caseSensitive: true }))).toBe(65_536)
    expect(vanityDifficulty(parse({ match: 'contains', text: 'dead' }))).toBeCloseTo(65_536 / 37)
    expect(vanityDifficulty(parse({ match: 'both', text: '00', suffix: '0' }))).toBe(4096)
  })

  it('gives the 50 % and 90 % attempts and times', () => {
    expect(attemptsForProbability(65_536, 0.5)).toBe(45_426)
    expect(probabilityAfter(65_536, 45_426)).toBeCloseTo(0.5, 4)
    expect(probabilityAfter(65_536, attemptsForProbability(65_536, 0.9))).toBeCloseTo(0.9, 4)
    const times = vanityTimes(16 ** 8, 1_000_000)
    expect(Math.round(times.expected)).toBe(4295)
    expect(Math.round(times.half)).toBe(2977)
    expect(Math.round(times.ninety)).toBe(9890)
    expect(vanityTimes(100, 0).expected).toBe(Infinity)
  })
})
