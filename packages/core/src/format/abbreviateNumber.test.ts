import { describe, expect, it } from 'vitest'
import { abbreviateNumber } from './abbreviateNumber.ts'

describe('abbreviateNumber', () => {
  it.each([
    [999, '999'],
    [1000, '1k'],
    [1234, '1.2k'],
    [1250, '1.3k'],
    [5_000_000, '5M'],
    [7.5e9, '7.5G'],
    [1e12, '1T'],
    [3.25e15, '3.3P'],
    [2e18, '2E'],
    [2e21, '2000E'],
    [-1500, '-1.5k'],
    [999_960, '1M'],
  ])('%d -> %s', (value, expected) => {
    expect(abbreviateNumber(value)).toBe(expected)
  })

  it('takes a digits count, bigints and strings', () => {
    expect(abbreviateNumber(1_234_567, 3)).toBe('1.235M')
    expect(abbreviateNumber(10n ** 18n)).toBe('1E')
    expect(abbreviateNumber('2500')).toBe('2.5k')
  })

  it('returns empty text for non-numeric input', () => {
    expect(abbreviateNumber('abc')).toBe('')
    expect(abbreviateNumber('')).toBe('')
  })
})
