import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance.ts'

describe('formatBalance', () => {
  it('shows 0.000 for zero', () => {
    expect(formatBalance(0n)).toBe('0.000')
  })

  it('shows 4 decimals, truncated and padded', () => {
    expect(formatBalance(1_500_000_000_000_000_000n)).toBe('1.5000')
    expect(formatBalance(1_999_999_999_999_999_999n)).toBe('1.9999')
    expect(formatBalance(123_456_789n, 6)).toBe('123.4567')
    expect(formatBalance(10n ** 24n)).toBe('1,000,000.0000')
  })

  it('groups digits as the language writes numbers', () => {
    expect(formatBalance(10n ** 22n, 18, 'zh')).toBe('10,000.0000')
    expect(formatBalance(10n ** 22n, 18, 'es')).toBe('10.000,0000')
    expect(formatBalance(0n, 18, 'es')).toBe('0,000')
  })

  it('tells dust apart from zero', () => {
    expect(formatBalance(1n)).toBe('0.0000')
  })
})
