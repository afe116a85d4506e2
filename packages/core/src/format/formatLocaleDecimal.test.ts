import { describe, expect, it } from 'vitest'
import { formatLocaleDecimal } from './formatLocaleDecimal.ts'

describe('formatLocaleDecimal', () => {
  it("writes the locale's separators", () => {
    expect(formatLocaleDecimal('1000000.5', 'en')).toBe('1,000,000.5')
    expect(formatLocaleDecimal('1000000.5', 'es')).toBe('1.000.000,5')
    expect(formatLocaleDecimal('1000000', 'zh')).toBe('1,000,000')
    expect(formatLocaleDecimal('2.5', 'es')).toBe('2,5')
  })

  it('keeps every digit of long amounts and keeps the decimals typed', () => {
    expect(formatLocaleDecimal('123456789012345678901234567890', 'en')).toBe(
      '123,456,789,012,345,678,901,234,567,890',
    )
    expect(formatLocaleDecimal('0.000000000000000001', 'en')).toBe('0.000000000000000001')
    expect(formatLocaleDecimal('1.50', 'en')).toBe('1.50')
  })

  it('refuses what is not a plain decimal', () => {
    for (const text of ['', 'abc', '1e5', '-1', '1.', '1,000'])
      expect(formatLocaleDecimal(text, 'en')).toBeUndefined()
  })
})
