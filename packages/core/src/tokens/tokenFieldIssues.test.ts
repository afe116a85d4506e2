import { describe, expect, it } from 'vitest'
import {
  maxClaimWaitHours,
  maxDividendExcluded,
  validateClaimWaitHours,
  validateDividendExcluded,
  validateProcessGas,
} from './tokenFieldIssues.ts'

const address = (index: number) => `0x${index.toString(16).padStart(40, '0')}`

describe('the dividend settings', () => {
  it('takes up to 98 excluded addresses between spaces, commas or lines, and refuses one that is not an address', () => {
    expect(validateDividendExcluded('')).toBeUndefined()
    expect(validateDividendExcluded(`${address(1)}, ${address(2)}\n${address(3)}`)).toBeUndefined()
    const most = Array.from({ length: maxDividendExcluded }, (_, index) => address(index + 1))
    expect(validateDividendExcluded(most.join('\n'))).toBeUndefined()
    expect(validateDividendExcluded([...most, address(999)].join('\n'))).toEqual({
      key: 'validation.wholeRange',
      params: { min: 0, max: 98 },
    })
    expect(validateDividendExcluded(`${address(1)} 0x1234`)).toEqual({ key: 'validation.illegalAddress' })
  })

  it('waits 0 to 720 whole hours between payouts', () => {
    expect(validateClaimWaitHours(0)).toBeUndefined()
    expect(validateClaimWaitHours(maxClaimWaitHours)).toBeUndefined()
    expect(validateClaimWaitHours(721)).toEqual({
      key: 'validation.wholeRange',
      params: { min: 0, max: 720 },
    })
    expect(validateClaimWaitHours(1.5)).toMatchObject({ key: 'validation.wholeRange' })
    expect(validateClaimWaitHours(null)).toMatchObject({ key: 'validation.wholeRange' })
  })

  it("spends 0 (the template's default) or 300,000 to 500,000 gas on payouts", () => {
    expect(validateProcessGas(0)).toBeUndefined()
    expect(validateProcessGas(300_000)).toBeUndefined()
    expect(validateProcessGas(500_000)).toBeUndefined()
    expect(validateProcessGas(299_999)).toEqual({
      key: 'validation.wholeRange',
      params: { min: 300_000, max: 500_000 },
    })
    expect(validateProcessGas(500_001)).toMatchObject({ key: 'validation.wholeRange' })
  })
})
