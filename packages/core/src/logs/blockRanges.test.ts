import { describe, expect, it } from 'vitest'
import { blockRanges } from './blockRanges.ts'

describe('blockRanges', () => {
  it('covers every block once, in order, the last range cut at the end', () => {
    expect(blockRanges(0n, 25n, 10n)).toEqual([
      [0n, 9n],
      [10n, 19n],
      [20n, 25n],
    ])
    expect(blockRanges(5n, 5n, 10n)).toEqual([[5n, 5n]])
    expect(blockRanges(6n, 5n, 10n)).toEqual([])
  })

  it('refuses an empty range size', () => {
    expect(() => blockRanges(0n, 1n, 0n)).toThrow(RangeError)
  })
})
