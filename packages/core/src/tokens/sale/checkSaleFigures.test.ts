import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { testSaleFigures } from '../../../testing/testSaleFigures.ts'
import { checkSaleFigures, type SaleFigures, saleReserves } from './checkSaleFigures.ts'

const figures: SaleFigures = {
  totalSupply: parseEther('200000'),
  ...testSaleFigures,
}

describe('checkSaleFigures (SaleToken constructor checks, before the wallet)', () => {
  it('splits the supply as the constructor mints it', () => {
    expect(saleReserves(figures)).toEqual({
      saleTokens: parseEther('100000'),
      poolTokens: parseEther('60000'),
      allocation: parseEther('40000'),
    })
    expect(checkSaleFigures(figures)).toBeUndefined()
  })

  it('names the figure that breaks each rule', () => {
    expect(checkSaleFigures({ ...figures, softCap: parseEther('101') })).toBe('softCapAboveHardCap')
    expect(
      checkSaleFigures({
        ...figures,
        minContribution: parseEther('101'),
        maxContribution: parseEther('200'),
      }),
    ).toBe('minAboveHardCap')
    expect(checkSaleFigures({ ...figures, minContribution: parseEther('11') })).toBe('minAboveMax')
    expect(checkSaleFigures({ ...figures, minContribution: 1n })).toBe('minTooSmallForPool')
    expect(checkSaleFigures({ ...figures, totalSupply: parseEther('159999') })).toBe('supplyBelowReserves')
    expect(checkSaleFigures({ ...figures, totalSupply: 2n ** 112n })).toBe('supplyTooLarge')
  })

  it('accepts a supply exactly covering the reserves (no allocation)', () => {
    expect(checkSaleFigures({ ...figures, totalSupply: parseEther('160000') })).toBeUndefined()
  })
})
