import { describe, expect, it } from 'vitest'
import { integerSqrt } from './integerSqrt.ts'

describe('integerSqrt', () => {
  it('rounds down, exactly on squares, across the range pools use', () => {
    expect([0n, 1n, 2n, 3n, 4n, 8n, 9n, 10n].map(integerSqrt)).toEqual([0n, 1n, 1n, 1n, 2n, 2n, 3n, 3n])
    const big = 2n ** 224n - 1n
    const root = integerSqrt(big)
    expect(root * root <= big && (root + 1n) * (root + 1n) > big).toBe(true)
    expect(integerSqrt(10n ** 36n)).toBe(10n ** 18n)
  })

  it('refuses a negative number', () => {
    expect(() => integerSqrt(-1n)).toThrow(RangeError)
  })
})
