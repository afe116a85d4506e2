import { describe, expect, it } from 'vitest'
import {
  liquidityLockDaysIssue,
  liquidityLockFloorDays,
  liquidityLockFloorSeconds,
  market314LockEnd,
} from './liquidityLockFloor.ts'

describe('liquidity lock floor', () => {
  it('refuses what the contracts refuse: fewer than 30 whole days, or more than 100 years', () => {
    const issue = { key: 'validation.lpLockFloor', params: { count: 30, max: 36_500 } }
    for (const days of [undefined, null, 0, 1, 29, 29.5, 30.5, 36_501])
      expect(liquidityLockDaysIssue(days)).toEqual(issue)
    for (const days of [30, 365, 36_500]) expect(liquidityLockDaysIssue(days)).toBeUndefined()
    expect(liquidityLockFloorSeconds).toBe(BigInt(liquidityLockFloorDays) * 86_400n)
  })

  it('ends a 314 lock the stated days after trading opens, with room for the transaction', () => {
    expect(market314LockEnd(1_000n, undefined, 30)).toBe(4_600n + 2_592_000n)
    expect(market314LockEnd(1_000n, 0n, 30)).toBe(4_600n + 2_592_000n)
    expect(market314LockEnd(1_000n, 90_000n, 30)).toBe(90_000n + 2_592_000n)
  })
})
