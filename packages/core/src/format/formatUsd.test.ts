import { describe, expect, it } from 'vitest'
import { formatUsd } from './formatUsd.ts'

describe('formatUsd', () => {
  it('writes dollars in cents, as each interface language writes money', () => {
    expect(formatUsd(1234.567, 'en')).toBe('$1,234.57')
    expect(formatUsd(1234.567, 'es').replace(/\s/g, ' ')).toBe('1234,57 US$')
    expect(formatUsd(1234.567, 'zh')).toBe('US$1,234.57')
    expect(formatUsd(1234.567, 'ja')).toBe('$1,234.57')
  })

  it('says a value under a cent is under a cent, never $0.00', () => {
    expect(formatUsd(0.004, 'en')).toBe('< $0.01')
    expect(formatUsd(0, 'en')).toBe('$0.00')
  })
})
