import { parseEther, parseUnits, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { defaultPresaleDraft, type PresaleDraft } from './presaleDraft.ts'
import {
  coinToTokens,
  fairLaunchRate,
  fromContractRate,
  inviteRewards,
  listingPremiumBps,
  maxRaiseFor,
  presaleTokensNeeded,
  toContractRate,
  tokensToCoin,
  vestedAmount,
  vestingSchedule,
} from './presaleMath.ts'
import { toPresaleParams } from './toPresaleParams.ts'
import { presaleWarnings, validatePresaleDraft } from './validatePresaleDraft.ts'

const e18 = 10n ** 18n
const now = Date.UTC(2026, 0, 1)

describe('presale math', () => {
  it('converts "tokens per coin" to the contract rate and coin to tokens both ways', () => {
    const rate = toContractRate(1000n * e18, 18)
    expect(rate).toBe(1000n * e18)
    expect(coinToTokens(parseEther('2'), rate)).toBe(2000n * e18)
    // A 6-decimal stablecoin: 1.5 USDT buys 1,500 tokens at "1,000 per USDT".
    const usdtRate = toContractRate(1000n * e18, 6)
    expect(coinToTokens(parseUnits('1.5', 6), usdtRate)).toBe(1500n * e18)
    expect(fromContractRate(usdtRate, 6)).toBe(1000n * e18)
    expect(tokensToCoin(2000n * e18, rate)).toBe(2n * e18)
    // Rounded up: 1 token base unit still costs one coin base unit.
    expect(tokensToCoin(1n, rate)).toBe(1n)
    for (const coin of [1n, 7n, 999_999n, 123_456_789_012n]) {
      const tokens = coinToTokens(coin, 333n * e18)
      expect(coinToTokens(tokensToCoin(tokens, 333n * e18), 333n * e18)).toBe(tokens)
    }
  })

  it('counts the tokens needed as LaunchpadFactory.tokensNeeded does', () => {
    const needed = presaleTokensNeeded({
      kind: 'standard',
      payCoins: [{ rate: 1000n * e18, listingRate: 800n * e18 }],
      phases: [],
      hardCap: 10_000n * e18,
      tokensForSale: 0n,
      liquidityBps: 6000n,
      tokenFeeBps: 100n,
    })
    // The raise for the hard cap, one token unit of rounding more: ((hardCap + 1) * 1e18 + rate - 1) / rate.
    const raise = maxRaiseFor(10_000n * e18, 1000n * e18)
    expect(raise).toBe(10n * e18 + 1n)
    expect(needed.sale).toBe(10_000n * e18)
    expect(needed.liquidity).toBe((((raise * 6000n) / 10_000n) * 800n * e18) / e18)
    expect(needed.fee).toBe(100n * e18)
    expect(needed.total).toBe(needed.sale + needed.liquidity + needed.fee)
  })

  it('takes the most any pay coin needs, sums phases, and a fair launch by its tokens', () => {
    const advanced = presaleTokensNeeded({
      kind: 'advanced',
      payCoins: [
        { rate: 1000n * e18, listingRate: 1000n * e18 },
        { rate: 500n * e18, listingRate: 400n * e18 },
      ],
      phases: [],
      hardCap: 1000n * e18,
      tokensForSale: 0n,
      liquidityBps: 10_000n,
      tokenFeeBps: 0n,
    })
    // Coin 1 needs about 1,000 tokens (one unit of rounding more), coin 2 about 800: the larger counts.
    expect(advanced.liquidity / 10n ** 15n).toBe(1_000_000n)
    const multi = presaleTokensNeeded({
      kind: 'multiPeriod',
      payCoins: [{ rate: 0n, listingRate: 1000n * e18 }],
      phases: [
        { rate: 1200n * e18, tokenCap: 12_000n * e18 },
        { rate: 1000n * e18, tokenCap: 20_000n * e18 },
      ],
      hardCap: 32_000n * e18,
      tokensForSale: 0n,
      liquidityBps: 5000n,
      tokenFeeBps: 0n,
    })
    expect(multi.sale).toBe(32_000n * e18)
    // About 30 coin raised at most, half to the pool at 1,000 tokens each.
    expect(multi.liquidity / e18).toBe(15_000n)
    const fair = presaleTokensNeeded({
      kind: 'fairLaunch',
      payCoins: [{ rate: 0n, listingRate: 0n }],
      phases: [],
      hardCap: 0n,
      tokensForSale: 1_000_000n * e18,
      liquidityBps: 6000n,
      tokenFeeBps: 0n,
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

  it('vests linearly: the first share at the start, the cycle share each interval, never past the total', () => {
    const vesting = { start: 100n, interval: 10n, firstBps: 2500n, cycleBps: 2500n }
    expect(vestedAmount(vesting, 1000n, 99n)).toBe(0n)
    expect(vestedAmount(vesting, 1000n, 100n)).toBe(250n)
    expect(vestedAmount(vesting, 1000n, 125n)).toBe(750n)
    expect(vestedAmount(vesting, 1000n, 10_000n)).toBe(1000n)
    const rows = vestingSchedule({ start: 100n, interval: 10n, firstBps: 1000n, cycleBps: 3000n }, 1000n)
    expect(rows.map((row) => row.released)).toEqual([100n, 400n, 700n, 1000n])
    expect(rows.at(-1)?.at).toBe(130n)
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

describe('toPresaleParams', () => {
  it('converts a standard draft: caps in tokens at the rate, a whole coin rate, the LP locked', () => {
    const draft: PresaleDraft = {
      ...defaultPresaleDraft('standard', now),
      token: '0x1111111111111111111111111111111111111111',
      tokenDecimals: 18,
      router: '0x2222222222222222222222222222222222222222',
      whitelist: true,
      tiers: [{ addresses: '0x3333333333333333333333333333333333333333', startTime: now + 7_200_000 }],
      inviteRates: ['3', '2', '0.5'],
    }
    const { params, tiers } = toPresaleParams(draft, { locker: '0x4444444444444444444444444444444444444444' })
    expect(params.config.kind).toBe(0)
    expect(params.payCoins).toEqual([{ coin: zeroAddress, rate: 1000n * e18, listingRate: 800n * e18 }])
    expect(params.config.softCap).toBe(10_000n * e18)
    expect(params.config.hardCap).toBe(50_000n * e18)
    expect(params.config.minBuy).toBe(100n * e18)
    expect(params.config.maxPerBuyer).toBe(5_000n * e18)
    expect(params.config.lpLockDuration).toBe(365 * 86_400)
    expect(params.config.burnLp).toBe(false)
    expect(params.inviteBps).toEqual([300, 200, 50])
    expect(params.tierDelays).toEqual([3600])
    expect(tiers).toEqual([{ tier: 0, accounts: ['0x3333333333333333333333333333333333333333'] }])
    expect(params.config.finalizeGrace).toBe(7 * 86_400)
    expect(params.config.emergencyPenaltyBps).toBe(1000)
  })

  it("takes a multi-period presale's time and hard cap from its phases, and a fair launch in coin", () => {
    const multi = toPresaleParams(
      {
        ...defaultPresaleDraft('multiPeriod', now),
        token: '0x1111111111111111111111111111111111111111',
        tokenDecimals: 18,
        router: '0x2222222222222222222222222222222222222222',
      },
      { locker: null },
    ).params
    expect(multi.phases.map((phase) => phase.tokenCap)).toEqual([12_000n * e18, 20_000n * e18])
    expect(multi.config.hardCap).toBe(32_000n * e18)
    expect(multi.config.start).toBe(multi.phases[0]!.start)
    expect(multi.config.end).toBe(multi.phases[1]!.end)
    expect(multi.payCoins[0]!.rate).toBe(0n)
    expect(multi.config.burnLp).toBe(true)
    const fair = toPresaleParams(
      {
        ...defaultPresaleDraft('fairLaunch', now),
        token: '0x1111111111111111111111111111111111111111',
        tokenDecimals: 18,
        router: '0x2222222222222222222222222222222222222222',
      },
      { locker: null },
    ).params
    expect(fair.config).toMatchObject({
      kind: 3,
      hardCap: 0n,
      softCap: 10n * e18,
      tokensForSale: 1_000_000n * e18,
      maxPerBuyer: 0n,
    })
    expect(fair.payCoins[0]).toMatchObject({ rate: 0n, listingRate: 0n })
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
    expect(validatePresaleDraft({ ...valid(), inviteRates: ['12', '9'] }, now).inviteRates?.key).toBe(
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
