import { describe, expect, it } from 'vitest'
import { formatNumber, formatPercent } from './formatPercent.ts'

describe('formatPercent and formatNumber', () => {
  it('write basis points as a percentage with at most two decimals, per language', () => {
    expect(formatPercent(9900)).toBe('99%')
    expect(formatPercent(1250n)).toBe('12.5%')
    expect(formatPercent(1)).toBe('0.01%')
    expect(formatPercent(1250, 'es')).toBe('12,5%')
    expect(formatPercent(1250, 'ja')).toBe('12.5%')
  })

  it('round a figure to its decimals and group it as the language does', () => {
    expect(formatNumber(1234.567)).toBe('1,234.57')
    expect(formatNumber(12345.6, { language: 'es', maxDecimals: 1 })).toBe('12.345,6')
    expect(formatNumber(2.25, { maxDecimals: 0 })).toBe('2')
  })
})
