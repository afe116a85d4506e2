import { describe, expect, it } from 'vitest'
import { defaultPresaleDraft } from '../launchpad/presaleDraft.ts'
import { presaleLimits, validatePresaleDraft } from '../launchpad/validatePresaleDraft.ts'
import { validateFairLaunchLiquidityPercent } from '../tokens/fairLaunch/fairLaunchFormValues.ts'
import { validateReservePercent } from '../tokens/market314/market314FormValues.ts'
import { validateLiquidityPercent } from '../tokens/sale/saleFormValues.ts'
import {
  liquidityBpsIssue,
  liquidityFloorBps,
  liquidityFloorPercent,
  liquidityPercentIssue,
} from './liquidityFloor.ts'

const floor = { key: 'validation.liquidityFloor', params: { min: 51 } }

describe('liquidity floor', () => {
  it('refuses what the contracts refuse: under 5,100 bps, or above the whole raise', () => {
    expect(liquidityFloorBps).toBe(5_100)
    for (const bps of [0, 1, 5_000, 5_099, 10_001, 5_100.5]) expect(liquidityBpsIssue(bps)).toEqual(floor)
    for (const bps of [5_100, 6_000, 10_000]) expect(liquidityBpsIssue(bps)).toBeUndefined()
  })

  it('reads the form text in percent, two decimals at most', () => {
    for (const text of ['0', '0.01', '50', '50.99', '100.01', '51.001', '-60', 'abc'])
      expect(liquidityPercentIssue(text, 'field.x')).toEqual(floor)
    for (const text of ['51', '51.00', ' 60 ', '100'])
      expect(liquidityPercentIssue(text, 'field.x')).toBeUndefined()
    expect(liquidityPercentIssue('  ', 'field.x')).toEqual({
      key: 'validation.empty',
      params: { field: 'field.x' },
    })
  })

  it('is the one floor of every form that lists a sale (the launchpad, the sales, the fair launch)', () => {
    expect(presaleLimits.minLiquidityPercent).toBe(liquidityFloorPercent)
    const now = Date.now()
    for (const [text, refused] of [
      ['50.99', true],
      ['51', false],
    ] as const) {
      const expected = refused ? floor : undefined
      expect(validateLiquidityPercent(text)).toEqual(expected)
      expect(validateFairLaunchLiquidityPercent(text)).toEqual(expected)
      const issues = validatePresaleDraft(
        { ...defaultPresaleDraft('standard', now), liquidityPercent: text },
        now,
      )
      expect(issues.liquidityPercent).toEqual(expected)
    }
    // The 314 market's reserve is a share of the supply, not of a raise: no floor.
    expect(validateReservePercent('6')).toBeUndefined()
  })
})
