import { describe, expect, it } from 'vitest'
import { validateGasPrice, validateKeep, validateTarget } from './collectFormValues.ts'
import { formatAmount, maskKey } from './formatAmount.ts'

describe('collection form rules', () => {
  it('refuses a target that is not an address with "Illegal address"', () => {
    expect(validateTarget('0x1234')).toEqual({ key: 'validation.illegalAddress' })
    expect(validateTarget(`0x${'0'.repeat(40)}`)).toEqual({ key: 'validation.illegalAddress' })
    expect(validateTarget('')).toEqual({ key: 'validation.empty', params: { field: 'form.target' } })
    expect(validateTarget('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBeUndefined()
  })

  it('accepts 0 to keep, refuses text and more than 18 decimals', () => {
    expect(validateKeep('0')).toBeUndefined()
    expect(validateKeep('0.001')).toBeUndefined()
    expect(validateKeep('abc')).toEqual({ key: 'validation.invalidAmount' })
    expect(validateKeep(`0.${'1'.repeat(19)}`)).toMatchObject({ key: 'validation.tooManyDecimals' })
  })

  it('leaves the gas price to the strategy when empty, and refuses 0', () => {
    expect(validateGasPrice('')).toBeUndefined()
    expect(validateGasPrice('2.5')).toBeUndefined()
    expect(validateGasPrice('0')).toEqual({ key: 'validation.invalidAmount' })
    expect(validateGasPrice('1.0000000001')).toMatchObject({ key: 'validation.tooManyDecimals' })
  })
})

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
