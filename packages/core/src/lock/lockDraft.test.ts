import { describe, expect, it } from 'vitest'
import {
  type LockFormValues,
  scheduleDateIssue,
  toSchedule,
  validateCycle,
  validateEnd,
  validateFutureDate,
  validateLockLines,
  validateLockPercent,
  validateWithdrawPart,
} from './lockDraft.ts'
import type { LockableToken } from './readLockableToken.ts'

const now = Date.UTC(2026, 10, 22, 12, 0)
const base: LockFormValues = {
  token: '',
  isLp: false,
  batch: true,
  amount: '',
  forAnother: false,
  owner: '',
  lines: '',
  kind: 'period',
  firstReleaseAt: now + 86_400_000,
  firstPercent: '12.5',
  cycle: 2,
  cycleUnit: 'hour',
  cyclePercent: '7.25',
  description: '',
}

describe('lock form validation', () => {
  it('refuses unlock dates that are not in the future with the spec message', () => {
    expect(validateFutureDate(now - 1, now, 'form.unlockAt')).toEqual({ key: 'validation.unlockDate' })
    expect(validateFutureDate(now, now, 'form.unlockAt')).toEqual({ key: 'validation.unlockDate' })
    expect(validateFutureDate(undefined, now, 'form.unlockAt')?.key).toBe('validation.empty')
    expect(validateFutureDate(now + 1, now, 'form.unlockAt')).toBeUndefined()
  })

  it('says when the schedule dates the form would refuse, so no summary describes them (issue 77)', () => {
    const fixed = { ...base, kind: 'fixed' as const, unlockAt: Date.UTC(2025, 0, 1) }
    expect(scheduleDateIssue(fixed, now)).toEqual({ key: 'validation.unlockDate' })
    expect(scheduleDateIssue({ ...fixed, unlockAt: now + 1 }, now)).toBeUndefined()
    const linear = { ...base, kind: 'linear' as const, startAt: now + 2, endAt: now + 1 }
    expect(scheduleDateIssue(linear, now)).toEqual({ key: 'validation.endAfterStart' })
    expect(scheduleDateIssue({ ...linear, endAt: now + 3 }, now)).toBeUndefined()
    expect(scheduleDateIssue({ ...base, firstReleaseAt: now - 1 }, now)).toEqual({
      key: 'validation.unlockDate',
    })
    expect(scheduleDateIssue(base, now)).toBeUndefined()
  })

  it('wants a linear end after its start', () => {
    expect(validateEnd(now + 10, now + 10, now)).toEqual({ key: 'validation.endAfterStart' })
    expect(validateEnd(now + 11, now + 10, now)).toBeUndefined()
  })

  it('bounds percentages and cycles', () => {
    expect(validateLockPercent('0', true, 'form.firstPercent')).toBeUndefined()
    expect(validateLockPercent('0', false, 'form.cyclePercent')).toEqual({ key: 'validation.percent' })
    expect(validateLockPercent('100.01', true, 'x')).toEqual({ key: 'validation.percent' })
    expect(validateLockPercent('33.333', true, 'x')).toEqual({ key: 'validation.percent' })
    expect(validateCycle(0, 'day')).toEqual({ key: 'validation.cycle' })
    expect(validateCycle(1.5, 'day')).toEqual({ key: 'validation.cycle' })
    expect(validateCycle(3651, 'day')).toEqual({ key: 'validation.cycle' })
    expect(validateCycle(30, 'minute')).toBeUndefined()
  })

  it('turns the form into the contract schedule, batch dates overriding the form dates', () => {
    expect(toSchedule(base)).toEqual({
      kind: 'period',
      start: BigInt((now + 86_400_000) / 1000),
      cycle: 7200n,
      firstBps: 1250n,
      cycleBps: 725n,
    })
    expect(toSchedule({ ...base, kind: 'linear', startAt: now, endAt: now + 1000 }, [5n, 9n])).toEqual({
      kind: 'linear',
      start: 5n,
      end: 9n,
    })
  })

  it('checks a batch list against the balance', () => {
    const token = { decimals: 6, balance: 1_000_000n } as LockableToken
    const a = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    expect(validateLockLines('', base, token)).toEqual({ key: 'validation.linesEmpty' })
    expect(validateLockLines(`${a},1\nnope,1`, base, token)).toEqual({
      key: 'validation.badLines',
      params: { count: 1 },
    })
    expect(validateLockLines(`${a},0.6\n${a},0.5`, base, token)).toEqual({
      key: 'validation.insufficientBalance',
    })
    expect(validateLockLines(`${a},0.5\n${a},0.5,1900000000`, base, token)).toBeUndefined()
  })
})

describe('partial withdrawal amount', () => {
  const max = 1_500_000_000_000_000_000n // 1.5 tokens of 18 decimals
  it('accepts 1 base unit up to what fits under the wallet limit', () => {
    expect(validateWithdrawPart('1.5', 18, max)).toBeUndefined()
    expect(validateWithdrawPart(' 0.000000000000000001 ', 18, max)).toBeUndefined()
  })
  it('refuses empty, zero, malformed and too precise amounts, and more than fits', () => {
    expect(validateWithdrawPart('', 18, max)).toEqual({
      key: 'validation.empty',
      params: { field: 'form.withdrawAmount' },
    })
    expect(validateWithdrawPart('0', 18, max)).toEqual({ key: 'validation.invalidAmount' })
    expect(validateWithdrawPart('1,5', 18, max)).toEqual({ key: 'validation.invalidAmount' })
    expect(validateWithdrawPart('0.0000001', 6, 10n ** 6n)?.key).toBe('validation.tooManyDecimals')
    expect(validateWithdrawPart('1.500000000000000001', 18, max)).toEqual({
      key: 'validation.withdrawAboveRoom',
      params: { max: '1.5' },
    })
  })
})
