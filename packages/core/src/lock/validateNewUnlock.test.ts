import { describe, expect, it } from 'vitest'
import type { LockScheduleState } from './lockSchedule.ts'
import { validateNewUnlock } from './validateNewUnlock.ts'

describe('validateNewUnlock', () => {
  const base = { cycle: 0n, firstBps: 0n, cycleBps: 0n }
  const fixed: LockScheduleState = { kind: 'fixed', start: 0n, end: 1000n, ...base }

  it('wants an extension later than the old date and now', () => {
    expect(validateNewUnlock({ lock: fixed, newUnlock: 1000n, now: 500n, adding: false })).toBe('newUnlock')
    expect(validateNewUnlock({ lock: fixed, newUnlock: 1001n, now: 2000n, adding: false })).toBe('newUnlock')
    expect(validateNewUnlock({ lock: fixed, newUnlock: 2001n, now: 2000n, adding: false })).toBeUndefined()
  })

  it('wants a date to add tokens to an ended lock, and none to add to a running one', () => {
    expect(validateNewUnlock({ lock: fixed, newUnlock: undefined, now: 500n, adding: true })).toBeUndefined()
    expect(validateNewUnlock({ lock: fixed, newUnlock: undefined, now: 2000n, adding: true })).toBe(
      'unlockDate',
    )
    expect(
      validateNewUnlock({ lock: fixed, newUnlock: undefined, now: 2000n, adding: false }),
    ).toBeUndefined()
  })

  it('moves the first release of a period lock, not its end', () => {
    const period: LockScheduleState = {
      kind: 'period',
      start: 100n,
      end: 1000n,
      cycle: 10n,
      firstBps: 1n,
      cycleBps: 1n,
    }
    expect(validateNewUnlock({ lock: period, newUnlock: 101n, now: 50n, adding: false })).toBeUndefined()
    expect(validateNewUnlock({ lock: period, newUnlock: 100n, now: 50n, adding: false })).toBe('newUnlock')
  })
})
