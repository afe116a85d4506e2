import { describe, expect, it } from 'vitest'
import { formatThousands } from './formatThousands.ts'

describe('formatThousands', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567.891, '1,234,567.891'],
    ['-1000', '-1,000'],
    ['0.00012', '0.00012'],
    [10n ** 21n, '1,000,000,000,000,000,000,000'],
  ])('%s -> %s', (value, expected) => {
    expect(formatThousands(value)).toBe(expected)
  })

  it('returns empty text for non-numeric input', () => {
    expect(formatThousands('12a')).toBe('')
  })
})
