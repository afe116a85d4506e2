import type { SafetyReason } from '@tokenbox/core/safety/types.ts'
import { describe, expect, it } from 'vitest'
import { sortReasons } from './severity.tsx'

describe('sortReasons', () => {
  it('puts dangers first, then warnings, what is good, and notes last, keeping core order within each', () => {
    const reasons: SafetyReason[] = [
      { key: 'taxMeasured', severity: 'info', params: { buyBps: 0, sellBps: 0, dex: 'A' } },
      { key: 'lpLocked', severity: 'good', params: { lockedBps: 10_000, dex: 'A' } },
      { key: 'ownerCanPause', severity: 'warning' },
      { key: 'cannotSell', severity: 'danger', params: { dex: 'A' } },
      { key: 'ownerCanBlacklist', severity: 'warning' },
      { key: 'cannotSell', severity: 'danger', params: { dex: 'B' } },
    ]
    expect(sortReasons(reasons).map((reason) => `${reason.key}${reason.params?.dex ?? ''}`)).toEqual([
      'cannotSellA',
      'cannotSellB',
      'ownerCanPause',
      'ownerCanBlacklist',
      'lpLockedA',
      'taxMeasuredA',
    ])
    // The report's own list is left as it was.
    expect(reasons[0]!.key).toBe('taxMeasured')
  })
})
