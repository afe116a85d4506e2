import { describe, expect, it } from 'vitest'
import { toPlainDecimal } from './toPlainDecimal.ts'

describe('toPlainDecimal', () => {
  it.each([
    ['1.2300', '1.23'],
    ['007.5', '7.5'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['+3', '3'],
    ['-0.000', '0'],
    ['1e-7', '0.0000001'],
    ['1.5E3', '1500'],
    [' 42 ', '42'],
  ])('%s -> %s', (input, expected) => {
    expect(toPlainDecimal(input)).toBe(expected)
  })

  it('expands exponent notation of numbers', () => {
    expect(toPlainDecimal(1e21)).toBe('1000000000000000000000')
    expect(toPlainDecimal(1.5e-8)).toBe('0.000000015')
  })

  it.each(['', 'abc', '1,000', '1.2.3', '0x10', '1e', '--1', 'Infinity', 'NaN', '1e99999'])(
    'rejects %j',
    (input) => {
      expect(toPlainDecimal(input)).toBeUndefined()
    },
  )

  it('rejects non-finite numbers', () => {
    expect(toPlainDecimal(Number.NaN)).toBeUndefined()
    expect(toPlainDecimal(Number.POSITIVE_INFINITY)).toBeUndefined()
  })
})
