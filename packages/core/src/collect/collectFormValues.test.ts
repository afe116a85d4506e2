import { describe, expect, it } from 'vitest'
import { validateGasPrice, validateKeep, validateTarget } from './collectFormValues.ts'

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
