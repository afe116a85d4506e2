import { parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { defaultPresaleDraft, type PresaleDraft } from './presaleDraft.ts'
import {
  coinToTokens,
  fairLaunchRate,
  inviteRewards,
  listingPremiumBps,
  presaleTokensNeeded,
  tokensToCoin,
  vestedAmount,
  vestingSchedule,
} from './presaleMath.ts'
import { presaleWarnings, validatePresaleDraft } from './validatePresaleDraft.ts'

const e18 = 10n ** 18n
const now = Date.UTC(2026, 0, 1)

describe('presale math', () => {
  it('converts coin and tokens both ways at a rate, rounding for the presale', () => {
    expect(coinToTokens(parseEther('2'), 1000n * e18, 18)).toBe(2000n * e18)
    // 6-decimal stablecoin, 18-decimal token.
    expect(coinToTokens(parseUnits('1.5', 6), 1000n * e18, 6)).toBe(1500n * e18)
    expect(tokensToCoin(2000n * e18, 1000n * e18, 18)).toBe(2n * e18)
    // Rounded up: 1 token base unit still costs one coin base unit.
    expect(tokensToCoin(1n, 1000n * e18, 18)).toBe(1n)
    for (const coin of [1n, 7n, 999_999n, 123_456_789_012n]) {
      expect(
        coinToTokens(tokensToCoin(coinToTokens(coin, 333n * e18, 18), 333n * e18, 18), 333n * e18, 18),
      ).toBe(coinToTokens(coin, 333n * e18, 18))
    }
  })

  it('computes the tokens a rate presale needs: sale, pool at the listing rate net of the operator share', () => {
    const needed = presaleTokensNeeded({
      tranches: [{ rate: 1000n * e18, hardCap: 10n * e18, payDecimals: 18 }],
      liquidityBps: 6000n,
      raiseFeeBps: 0n,
      listingRate: 800n * e18,
    })
    expect(needed).toEqual({ sale: 10_000n * e18, liquidity: 4_800n * e18, fee: 0n, total: 14_800n * e18 })
    const withFee = presaleTokensNeeded({
      tranches: [{ rate: 1000n * e18, hardCap: 10n * e18, payDecimals: 18 }],
      liquidityBps: 5000n,
      raiseFeeBps: 500n,
      listingRate: 1000n * e18,
    })
    // 10 coin - 5% = 9.5; half of it = 4.75 coin at 1000 = 4,750 tokens.
    expect(withFee.liquidity).toBe(4_750n * e18)
  })

  it('adds up several pay coins or phases, and a fair launch by its fixed tokens', () => {
    const needed = presaleTokensNeeded({
      tranches: [
        { rate: 1200n * e18, hardCap: 10n * e18, payDecimals: 18 },
        { rate: 1000n * e18, hardCap: 20n * e18, payDecimals: 18 },
      ],
      liquidityBps: 10_000n,
      raiseFeeBps: 0n,
      listingRate: 1000n * e18,
    })
    expect(needed.sale).toBe(32_000n * e18)
    expect(needed.liquidity).toBe(30_000n * e18)
    const fair = presaleTokensNeeded({
      tranches: [],
      fairLaunchTokens: 1_000_000n * e18,
      liquidityBps: 6000n,
      raiseFeeBps: 0n,
    })
    expect(fair).toMatchObject({ sale: 1_000_000n * e18, liquidity: 600_000n * e18, total: 1_600_000n * e18 })
    expect(fairLaunchRate({ tokens: 1_000_000n * e18, raised: 50n * e18, payDecimals: 18 })).toBe(
      20_000n * e18,
    )
  })

  it('compares the listing price to the presale price', () => {
    expect(listingPremiumBps({ rate: 1000n, listingRate: 800n })).toBe(12_500n)
    expect(listingPremiumBps({ rate: 1000n, listingRate: 1000n })).toBe(10_000n)
  })

  it('vests linearly: a share at the start and at each interval, never past the total', () => {
    const vesting = { start: 100n, interval: 10n, rateBps: 2500n }
    expect(vestedAmount(vesting, 1000n, 99n)).toBe(0n)
    expect(vestedAmount(vesting, 1000n, 100n)).toBe(250n)
    expect(vestedAmount(vesting, 1000n, 125n)).toBe(750n)
    expect(vestedAmount(vesting, 1000n, 10_000n)).toBe(1000n)
    const rows = vestingSchedule({ start: 100n, interval: 10n, rateBps: 3000n }, 1000n)
    expect(rows.map((row) => row.released)).toEqual([300n, 600n, 900n, 1000n])
    expect(rows.at(-1)?.at).toBe(130n)
    // Monotone for any total.
    for (const total of [1n, 3n, 999n, 10n ** 30n]) {
      let last = 0n
      for (let t = 90n; t < 200n; t += 3n) {
        const value = vestedAmount(vesting, total, t)
        expect(value >= last && value <= total).toBe(true)
        last = value
      }
    }
  })

  it('sums invitation rewards exactly per generation (3%, 2%, 0.5%)', () => {
    expect(inviteRewards(1000n, [300n, 200n, 50n])).toEqual({ perGeneration: [30n, 20n, 5n], total: 55n })
  })
})

describe('validatePresaleDraft', () => {
  const valid = (): PresaleDraft => ({
    ...defaultPresaleDraft('standard', now),
    token: '0x1111111111111111111111111111111111111111',
    tokenDecimals: 18,
    router: '0x2222222222222222222222222222222222222222',
  })

  it('accepts the default draft with a token and a router', () => {
    expect(validatePresaleDraft(valid(), now)).toEqual({})
  })

  it('says "Please input" for empty fields and "invalid amount" for bad ones', () => {
    const issues = validatePresaleDraft(
      { ...valid(), token: '', softCap: '', minBuy: 'abc', hardCap: '0' },
      now,
    )
    expect(issues.token).toEqual({ key: 'validation.empty', params: { field: 'field.token' } })
    expect(issues.softCap).toEqual({ key: 'validation.empty', params: { field: 'field.softCap' } })
    expect(issues.minBuy).toEqual({ key: 'validation.invalidAmount' })
    expect(issues.hardCap).toEqual({ key: 'validation.invalidAmount' })
  })

  it('refuses an end not after the start with the spec message', () => {
    const draft = valid()
    expect(validatePresaleDraft({ ...draft, endTime: draft.startTime }, now).endTime).toEqual({
      key: 'validation.endAfterStart',
    })
    expect(validatePresaleDraft({ ...draft, startTime: now - 1 }, now).startTime?.key).toBe(
      'validation.startInPast',
    )
  })

  it('refuses a soft cap above the hard cap and a minimum above the maximum', () => {
    const issues = validatePresaleDraft(
      { ...valid(), softCap: '60', hardCap: '50', minBuy: '6', maxBuy: '5' },
      now,
    )
    expect(issues.softCap?.key).toBe('validation.softCapAboveHardCap')
    expect(issues.maxBuy?.key).toBe('validation.minAboveMax')
  })

  it('checks phases in order and within the presale', () => {
    const draft = {
      ...defaultPresaleDraft('multiPeriod', now),
      token: valid().token,
      tokenDecimals: 18,
      router: valid().router,
    }
    expect(validatePresaleDraft(draft, now)).toEqual({})
    const phases = draft.phases.map((phase) => ({ ...phase }))
    phases[1]!.startTime = phases[0]!.endTime! - 1
    phases[0]!.endTime = phases[0]!.startTime
    const issues = validatePresaleDraft({ ...draft, phases }, now)
    expect(issues['phases.0.endTime']?.key).toBe('validation.endAfterStart')
  })

  it('caps invitation rewards at six generations and their total', () => {
    expect(validatePresaleDraft({ ...valid(), inviteRates: ['3', '2', '0.5'] }, now)).toEqual({})
    expect(
      validatePresaleDraft({ ...valid(), inviteRates: ['1', '1', '1', '1', '1', '1', '1'] }, now).inviteRates
        ?.key,
    ).toBe('validation.tooMany')
    expect(validatePresaleDraft({ ...valid(), inviteRates: ['6', '5'] }, now).inviteRates?.key).toBe(
      'validation.inviteTotal',
    )
  })

  it('checks whitelist addresses line by line and linear claims after the end', () => {
    const draft = {
      ...valid(),
      whitelist: true,
      tiers: [{ addresses: '0x1111111111111111111111111111111111111111\nnope', startTime: now + 3_600_000 }],
    }
    expect(validatePresaleDraft(draft, now)['tiers.0.addresses']).toEqual({
      key: 'validation.illegalAddressLine',
      params: { line: 2 },
    })
    const linear = { ...valid(), claimMode: 'linear' as const, vestingStart: now }
    expect(validatePresaleDraft(linear, now).vestingStart?.key).toBe('validation.vestingBeforeEnd')
  })

  it('lets a fair launch leave the maximum empty, and warns of a listing below the presale price', () => {
    const fair = {
      ...defaultPresaleDraft('fairLaunch', now),
      token: valid().token,
      tokenDecimals: 18,
      router: valid().router,
    }
    expect(validatePresaleDraft(fair, now)).toEqual({})
    expect(presaleWarnings({ ...valid(), listingRate: '1200' })).toEqual(['listingBelowRate'])
    expect(presaleWarnings({ ...valid(), listingRate: '800' })).toEqual([])
  })
})
