import { describe, expect, it } from 'vitest'
import { formatAmount, maskKey } from './formatAmount.ts'

describe('formatAmount and maskKey', () => {
  it('groups thousands and truncates, never rounding up', () => {
    expect(formatAmount(1_234_567_891n, 6)).toBe('1,234.567891')
    expect(formatAmount(999_999_999_999_999_999n, 18)).toBe('0.999999')
    expect(formatAmount(0n, 18)).toBe('0')
  })

  it('shows dust as below the last digit instead of 0', () => {
    expect(formatAmount(1_000_000_000n, 18)).toBe('<0.000001')
    expect(formatAmount(1n, 6, 2)).toBe('<0.01')
  })

  it('keeps only the last four digits of a key', () => {
    const key = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
    expect(maskKey(key)).toBe('0x••••••••ff80')
    expect(maskKey(key)).not.toContain(key.slice(2, 10))
  })
})
