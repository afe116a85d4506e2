import { describe, expect, it } from 'vitest'
import { formatGwei } from './formatGwei.ts'

describe('formatGwei', () => {
  it('shows two decimals from 1 gwei up, three significant digits below', () => {
    expect(formatGwei(1_234_567_890n, 'en')).toBe('1.23')
    expect(formatGwei(50_000_000_000n, 'en')).toBe('50')
    expect(formatGwei(1_234_567n, 'en')).toBe('0.00123')
    expect(formatGwei(10_000_000n, 'en')).toBe('0.01')
    expect(formatGwei(1n, 'en')).toBe('0.000000001')
    expect(formatGwei(0n, 'en')).toBe('0')
  })

  it('writes the number the way the language does', () => {
    expect(formatGwei(1_234_567_890_000n, 'en')).toBe('1,234.57')
    expect(formatGwei(12_345_670_000_000n, 'es')).toBe('12.345,67')
    expect(formatGwei(1_500_000_000n, 'es')).toBe('1,5')
    expect(formatGwei(1_234_567_890_000n, 'ja')).toBe('1,234.57')
  })
})
