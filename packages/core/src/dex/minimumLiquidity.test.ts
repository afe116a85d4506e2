import { describe, expect, it } from 'vitest'
import { isAllButMinimumLiquidity, minimumLiquidity } from './minimumLiquidity.ts'

describe('isAllButMinimumLiquidity', () => {
  const supply = 223_606_797_749_978_969_640n
  it('is true for everything but the pair’s permanent 1,000 units (and anything closer to all)', () => {
    expect(isAllButMinimumLiquidity(supply - minimumLiquidity, supply)).toBe(true)
    expect(isAllButMinimumLiquidity(supply - 1n, supply)).toBe(true)
  })
  it('is false for all of it, for less, and for an empty pool', () => {
    expect(isAllButMinimumLiquidity(supply, supply)).toBe(false)
    expect(isAllButMinimumLiquidity(supply - minimumLiquidity - 1n, supply)).toBe(false)
    expect(isAllButMinimumLiquidity(supply / 2n, supply)).toBe(false)
    expect(isAllButMinimumLiquidity(0n, 0n)).toBe(false)
  })
})
