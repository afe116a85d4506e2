import { describe, expect, it } from 'vitest'
import { truncateAmount } from './truncateAmount.ts'

describe('truncateAmount', () => {
  it('truncates, never rounds', () => {
    expect(truncateAmount('1.23999', 2)).toBe('1.23')
    expect(truncateAmount('0.99999999', 4)).toBe('0.9999')
    expect(truncateAmount(2.675, 2)).toBe('2.67')
  })

  it('keeps fewer digits as they are and drops trailing zeros', () => {
    expect(truncateAmount('1.5', 4)).toBe('1.5')
    expect(truncateAmount('1.50001', 4)).toBe('1.5')
    expect(truncateAmount('10', 2)).toBe('10')
  })

  it('zero digits keeps the integer part', () => {
    expect(truncateAmount('123.999', 0)).toBe('123')
  })

  it('handles negatives without a "-0"', () => {
    expect(truncateAmount('-1.239', 2)).toBe('-1.23')
    expect(truncateAmount('-0.009', 2)).toBe('0')
  })

  it('is exact beyond float precision', () => {
    expect(truncateAmount('123456789012345678901234.123456789', 6)).toBe('123456789012345678901234.123456')
    expect(truncateAmount(0.1 + 0.2, 2)).toBe('0.3')
  })

  it('reads bigints scaled by decimals', () => {
    expect(truncateAmount(1234567n, 2, { decimals: 6 })).toBe('1.23')
    expect(truncateAmount(10n ** 30n + 999n, 3, { decimals: 18 })).toBe('1000000000000')
    expect(truncateAmount(-1n, 2, { decimals: 18 })).toBe('0')
    expect(truncateAmount(42n, 2)).toBe('42')
  })

  it('returns empty text for non-numeric input', () => {
    expect(truncateAmount('abc', 2)).toBe('')
    expect(truncateAmount('', 2)).toBe('')
    expect(truncateAmount(Number.NaN, 2)).toBe('')
  })
})
