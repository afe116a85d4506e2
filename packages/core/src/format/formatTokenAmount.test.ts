import { describe, expect, it } from 'vitest'
import { formatTokenAmount } from './formatTokenAmount.ts'
import { groupDecimal } from './groupDecimal.ts'

describe('formatTokenAmount', () => {
  it('writes whole tokens grouped, at most maxDecimals, truncated, trailing zeros dropped', () => {
    expect(formatTokenAmount(1_234_567_891_000_000_000_000n, 18)).toBe('1,234.567891')
    expect(formatTokenAmount(1_999_999n, 6, 2)).toBe('1.99')
    expect(formatTokenAmount(10n ** 24n, 18)).toBe('1,000,000')
    expect(formatTokenAmount(0n, 18)).toBe('0')
    expect(formatTokenAmount(-1_500_000n, 6)).toBe('-1.5')
  })

  it('rounds a derived estimate when asked: 0.9999999 that is 1 reads 1 (issue 52, My Liquidity)', () => {
    expect(formatTokenAmount(999_999_999_999_999_999n, 18)).toBe('0.999999')
    expect(formatTokenAmount(999_999_999_999_999_999n, 18, 6, { round: true })).toBe('1')
    expect(formatTokenAmount(1_234_449n, 6, 2, { round: true })).toBe('1.23')
    expect(formatTokenAmount(1_235_000n, 6, 2, { round: true })).toBe('1.24')
    expect(formatTokenAmount(-999_999_999_999_999_999n, 18, 6, { round: true })).toBe('-1')
  })

  it('keeps an estimate to its significant digits when asked', () => {
    const estimate = { round: true, significant: 6 }
    expect(formatTokenAmount(2_999_999_999n, 6, 6, estimate)).toBe('3,000')
    expect(formatTokenAmount(1_234_567_890_000n, 6, 6, estimate)).toBe('1,234,568')
    expect(formatTokenAmount(12_345_678_901_234n, 18, 8, estimate)).toBe('0.00001235')
    expect(formatTokenAmount(123_456_789n, 18, 18, estimate)).toBe('0.000000000123457')
    expect(formatTokenAmount(0n, 18, 6, estimate)).toBe('0')
  })

  it('never writes a tiny allowance as 0 when asked: every decimal it has instead (issue 77)', () => {
    expect(formatTokenAmount(1_000n, 18)).toBe('0')
    expect(formatTokenAmount(1_000n, 18, 6, { exactWhenTiny: true })).toBe('0.000000000000001')
    expect(formatTokenAmount(1_000n, 18, 6, { exactWhenTiny: true, language: 'es' })).toBe(
      '0,000000000000001',
    )
    // Amounts the usual decimals can show keep them; zero stays 0.
    expect(formatTokenAmount(1_234_567_891_000_000_000_000n, 18, 6, { exactWhenTiny: true })).toBe(
      '1,234.567891',
    )
    expect(formatTokenAmount(0n, 18, 6, { exactWhenTiny: true })).toBe('0')
  })

  it('writes each language its own way: one format per language', () => {
    const amount = 1_234_567_250_000n
    expect(formatTokenAmount(amount, 6, 6, { language: 'en' })).toBe('1,234,567.25')
    expect(formatTokenAmount(amount, 6, 6, { language: 'zh' })).toBe('1,234,567.25')
    expect(formatTokenAmount(amount, 6, 6, { language: 'ja' })).toBe('1,234,567.25')
    expect(formatTokenAmount(amount, 6, 6, { language: 'es' })).toBe('1.234.567,25')
  })
})

describe('groupDecimal', () => {
  it('keeps every digit of numbers past float precision', () => {
    expect(groupDecimal('123456789012345678901234567890.123456789012345678', 'en')).toBe(
      '123,456,789,012,345,678,901,234,567,890.123456789012345678',
    )
  })

  it('leaves text that is no plain decimal as it is', () => {
    expect(groupDecimal('1e21')).toBe('1e21')
    expect(groupDecimal('abc')).toBe('abc')
  })
})
