import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { beanPoolHealth } from './beanPoolHealth.ts'
import { beanWithdrawQuote } from './beanWithdrawQuote.ts'
import { defaultEarnDraft, type EarnDraft } from './earnDraft.ts'
import { earnRedeemQuote } from './earnRedeemQuote.ts'
import { earnStakeQuote } from './earnStakeQuote.ts'
import { toEarnConfig } from './toEarnConfig.ts'
import { validateBeanDeposit } from './validateBeanDeposit.ts'
import { validateBeanWithdraw } from './validateBeanWithdraw.ts'
import { validateEarnDraft } from './validateEarnDraft.ts'
import { validateEarnStake } from './validateEarnStake.ts'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const valid: EarnDraft = { ...defaultEarnDraft(), token, decimals: 18, rewardFund: '1000' }

describe('validateBeanDeposit', () => {
  it('gives the spec message outside 10 to 100k, in the coin decimals', () => {
    const range = { key: 'validation.beanDepositRange', params: { min: 10, max: 100_000 } }
    expect(validateBeanDeposit('9.999999', 6)).toEqual(range)
    expect(validateBeanDeposit('100000.000001', 6)).toEqual(range)
    expect(validateBeanDeposit('10', 6)).toBeUndefined()
    expect(validateBeanDeposit('100000', 18)).toBeUndefined()
    expect(validateBeanDeposit('100001', 18)).toEqual(range)
  })

  it('says Please input and invalid amount first', () => {
    expect(validateBeanDeposit('', 6)).toEqual({
      key: 'validation.empty',
      params: { field: 'field.depositAmount' },
    })
    expect(validateBeanDeposit('1e3', 6)).toEqual({ key: 'validation.invalidAmount' })
    expect(validateBeanDeposit('10.1234567', 6)?.key).toBe('validation.tooManyDecimals')
  })
})

describe('validateEarnDraft', () => {
  it('accepts the default periods once a token and a fund are set', () => {
    expect(validateEarnDraft(valid)).toEqual({})
  })

  it('refuses what the pool would refuse', () => {
    expect(validateEarnDraft({ ...valid, periods: [] }).periods).toEqual({ key: 'validation.lockEmpty' })
    const issues = validateEarnDraft({
      ...valid,
      token: zeroAddress,
      periods: [
        { days: 0, aprPercent: '5' },
        { days: 30, aprPercent: '0' },
        { days: undefined, aprPercent: '1' },
      ],
      earlyFeePercent: '50.01',
      userLimit: 'abc',
    })
    expect(issues.token).toEqual({ key: 'validation.illegalAddress' })
    expect(issues['periods.0.days']).toEqual({ key: 'validation.wholeRange', params: { min: 1, max: 1095 } })
    expect(issues['periods.1.aprPercent']?.key).toBe('validation.percentRange')
    expect(issues['periods.2.days']).toEqual({ key: 'validation.lockEmpty' })
    expect(issues.earlyFeePercent?.key).toBe('validation.percentRange')
    expect(issues.userLimit).toEqual({ key: 'validation.invalidAmount' })
    expect(
      validateEarnDraft({ ...valid, periods: Array(9).fill({ days: 7, aprPercent: '5' }) }).periods,
    ).toEqual({
      key: 'validation.tooMany',
      params: { max: 8 },
    })
  })
})

describe('toEarnConfig', () => {
  it('turns days, percents and whole tokens into the contract units', () => {
    const config = toEarnConfig({ ...valid, earlyFeePercent: '2.5', userLimit: '500' })
    expect(config.options).toEqual([
      { duration: 7 * 86_400, aprBps: 500 },
      { duration: 30 * 86_400, aprBps: 800 },
      { duration: 90 * 86_400, aprBps: 1_200 },
      { duration: 180 * 86_400, aprBps: 2_000 },
    ])
    expect(config).toMatchObject({
      earlyRedemption: true,
      earlyFeeBps: 250,
      userStakeLimit: 500n * 10n ** 18n,
      totalStakeLimit: 0n,
      rewardFund: 1000n * 10n ** 18n,
    })
  })

  it('reads an empty early fee as no early redemption (the spec null value)', () => {
    expect(toEarnConfig(valid)).toMatchObject({ earlyRedemption: false, earlyFeeBps: 0 })
  })
})

describe('beanPoolHealth', () => {
  it('gives the coverage and the days the balance lasts after what is owed', () => {
    expect(beanPoolHealth({ balance: 5_000n, owedNow: 1_000n, payoutPerDay: 400n })).toEqual({
      coverageBps: 50_000n,
      daysLeft: 10n,
    })
    expect(beanPoolHealth({ balance: 900n, owedNow: 1_000n, payoutPerDay: 400n })).toEqual({
      coverageBps: 9_000n,
      daysLeft: 0n,
    })
    expect(beanPoolHealth({ balance: 0n, owedNow: 0n, payoutPerDay: 0n })).toEqual({
      coverageBps: undefined,
      daysLeft: undefined,
    })
  })
})

describe('quotes shown before signing', () => {
  it('splits a Dollar Beans withdrawal on day 3: 5% fee, 70% tax, 25% paid', () => {
    expect(
      beanWithdrawQuote({ amount: 100_000_000n, withdrawFeeBps: 500, taxBps: 7_000n, balance: 10n ** 9n }),
    ).toEqual({
      fee: 5_000_000n,
      tax: 70_000_000n,
      paid: 25_000_000n,
      payable: true,
    })
    expect(beanWithdrawQuote({ amount: 100n, withdrawFeeBps: 500, taxBps: 0n, balance: 99n }).payable).toBe(
      false,
    )
  })
  it('promises simple interest over a 365-day year and says when the fund cannot cover it', () => {
    expect(
      earnStakeQuote({ amount: 3_650n, duration: 180 * 86_400, aprBps: 2_000, unreserved: 1_000n }),
    ).toEqual({
      reward: 360n,
      covered: true,
    })
    expect(
      earnStakeQuote({ amount: 3_650n, duration: 180 * 86_400, aprBps: 2_000, unreserved: 359n }).covered,
    ).toBe(false)
  })
  it('tells a matured, an early, a locked and a redeemed stake apart', () => {
    const stake = { amount: 3_650n, reward: 360n, maturity: 200n, redeemed: false }
    const early = { earlyRedemption: true, earlyFeeBps: 500 }
    expect(earnRedeemQuote(stake, early, 100n)).toEqual({ state: 'early', paid: 3_468n, fee: 182n })
    expect(earnRedeemQuote(stake, early, 200n)).toEqual({ state: 'matured', paid: 4_010n, reward: 360n })
    expect(earnRedeemQuote(stake, { earlyRedemption: false, earlyFeeBps: 0 }, 100n)).toEqual({
      state: 'locked',
    })
    expect(earnRedeemQuote({ ...stake, redeemed: true }, early, 300n)).toEqual({ state: 'redeemed' })
  })
  it('refuses a withdrawal above what was earned and a stake above the balance', () => {
    expect(validateBeanWithdraw('50', 6, 20_000_000n)).toEqual({ key: 'validation.aboveEarnings' })
    expect(validateBeanWithdraw('20', 6, 20_000_000n)).toBeUndefined()
    expect(validateBeanWithdraw('', 6, 1n)).toEqual({
      key: 'validation.empty',
      params: { field: 'field.withdrawAmount' },
    })
    expect(validateEarnStake('11', 0, 10n)).toEqual({ key: 'validation.insufficientBalance' })
    expect(validateEarnStake('x', 0, 10n)).toEqual({ key: 'validation.invalidAmount' })
  })
})
