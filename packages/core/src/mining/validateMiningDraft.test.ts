import { getAddress, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { miningKind } from './miningConfig.ts'
import { defaultMiningDraft, type MiningDraft } from './miningDraft.ts'
import { miningAprBps, secondsPerYear } from './readMiningValue.ts'
import { toMiningConfig } from './toMiningConfig.ts'
import { miningWarnings, rewardPerSecondOf, validateMiningDraft } from './validateMiningDraft.ts'

const now = Date.UTC(2026, 10, 25)
const day = 86_400_000
const stake = '0x1111111111111111111111111111111111111111'
const reward = '0x2222222222222222222222222222222222222222'

function draft(overrides: Partial<MiningDraft> = {}, kind: MiningDraft['kind'] = 'free'): MiningDraft {
  return {
    ...defaultMiningDraft('free', kind, now),
    stakeToken: stake,
    stakeDecimals: 18,
    stakeIsLp: false,
    rewardToken: reward,
    rewardDecimals: 18,
    ...overrides,
  }
}

describe('validateMiningDraft', () => {
  it('accepts the default draft of every kind once the tokens are read', () => {
    for (const kind of ['free', 'lock', 'halving', 'advanced'] as const)
      expect(validateMiningDraft(draft({}, kind), now)).toEqual({})
  })

  it('says "Please input" for empty fields and "invalid amount" for malformed or zero ones', () => {
    const issues = validateMiningDraft(
      draft({ stakeToken: '', rewardPerDay: '', rewardFund: 'abc', rewardToken: '0x12' }),
      now,
    )
    expect(issues.stakeToken).toEqual({ key: 'validation.empty', params: { field: 'field.stakeToken' } })
    expect(issues.rewardPerDay).toEqual({ key: 'validation.empty', params: { field: 'field.rewardPerDay' } })
    expect(issues.rewardFund).toEqual({ key: 'validation.invalidAmount' })
    expect(issues.rewardToken).toEqual({ key: 'validation.illegalAddress' })
    expect(validateMiningDraft(draft({ rewardPerDay: '0' }), now).rewardPerDay).toEqual({
      key: 'validation.invalidAmount',
    })
  })

  it('waits for the token to be read, and refuses a token that is not a pair on the LP screen', () => {
    expect(validateMiningDraft(draft({ stakeDecimals: undefined }), now).stakeToken).toEqual({
      key: 'validation.notToken',
    })
    expect(validateMiningDraft(draft({ lp: true, stakeIsLp: false }), now).stakeToken).toEqual({
      key: 'validation.notLp',
    })
    expect(validateMiningDraft(draft({ lp: true, stakeIsLp: true }), now)).toEqual({})
  })

  it('says "Lock duration setting item is empty" for a Lock pool without periods or a period without days', () => {
    expect(validateMiningDraft(draft({ lockOptions: [] }, 'lock'), now).lockOptions).toEqual({
      key: 'validation.lockEmpty',
    })
    const issues = validateMiningDraft(
      draft(
        {
          lockOptions: [
            { days: undefined, multiple: '1' },
            { days: 30, multiple: '11' },
          ],
        },
        'lock',
      ),
      now,
    )
    expect(issues['lockOptions.0.days']).toEqual({ key: 'validation.lockEmpty' })
    expect(issues['lockOptions.1.multiple']).toEqual({
      key: 'validation.multipleRange',
      params: { min: 1, max: 10 },
    })
    // An Advanced pool may have no lock periods at all.
    expect(validateMiningDraft(draft({ lockOptions: [] }, 'advanced'), now).lockOptions).toBeUndefined()
  })

  it('refuses duplicate and over-long lock periods, and more than eight', () => {
    const issues = validateMiningDraft(
      draft(
        {
          lockOptions: [
            { days: 30, multiple: '1' },
            { days: 30, multiple: '2' },
            { days: 1096, multiple: '2' },
          ],
        },
        'lock',
      ),
      now,
    )
    expect(issues['lockOptions.1.days']).toEqual({ key: 'validation.duplicateLock' })
    expect(issues['lockOptions.2.days']?.key).toBe('validation.wholeRange')
    const many = Array.from({ length: 9 }, (_, index) => ({ days: index, multiple: '1' }))
    expect(validateMiningDraft(draft({ lockOptions: many }, 'lock'), now).lockOptions).toEqual({
      key: 'validation.tooMany',
      params: { max: 8 },
    })
  })

  it('says "automatic halving setting item is empty" for a Halving pool with neither interval nor manual halving', () => {
    expect(
      validateMiningDraft(draft({ halvingIntervalDays: undefined, manualHalving: false }, 'halving'), now)
        .halvingIntervalDays,
    ).toEqual({ key: 'validation.halvingEmpty' })
    expect(
      validateMiningDraft(draft({ halvingIntervalDays: undefined, manualHalving: true }, 'halving'), now),
    ).toEqual({})
  })

  it('checks time against the chain clock: a start ahead, an end after it within ten years', () => {
    expect(validateMiningDraft(draft({ startTime: now - 1 }), now).startTime).toEqual({
      key: 'validation.startInPast',
    })
    expect(validateMiningDraft(draft({ startTime: now + 2 * day, endTime: now + day }), now).endTime).toEqual(
      {
        key: 'validation.endAfterStart',
      },
    )
    expect(validateMiningDraft(draft({ endTime: now + 3651 * day }), now).endTime?.key).toBe(
      'validation.tooLong',
    )
    expect(validateMiningDraft(draft({ endTime: undefined }), now)).toEqual({})
  })

  it('refuses a daily reward too small to make one base unit a second', () => {
    expect(validateMiningDraft(draft({ rewardPerDay: '1', rewardDecimals: 0 }), now).rewardPerDay).toEqual({
      key: 'validation.rateTooSmall',
      params: { min: '86400' },
    })
  })

  it('checks the advanced settings: team share within 50%, whitelist lines', () => {
    const issues = validateMiningDraft(
      draft({ teamSharePercent: '51', whitelistOnly: true, whitelist: `${stake}\nnope` }, 'advanced'),
      now,
    )
    expect(issues.teamSharePercent).toEqual({ key: 'validation.percentRange', params: { min: 0, max: 50 } })
    expect(issues.whitelist).toEqual({ key: 'validation.illegalAddressLine', params: { line: 2 } })
  })
})

describe('toMiningConfig', () => {
  it('turns a day rate into a second rate and days into seconds, leaving off what the kind does not carry', () => {
    const { config } = toMiningConfig(
      draft({ rewardPerDay: '86400', halvingIntervalDays: 3, teamSharePercent: '10' }, 'lock'),
    )
    expect(config).toMatchObject({
      kind: miningKind.Lock,
      rewardPerSecond: parseEther('1'),
      halvingInterval: 0,
      teamShareBps: 0,
      rewardFund: parseEther('30000'),
      endTime: BigInt((now + 30 * day) / 1000),
      lockOptions: [
        { duration: 30 * 86_400, multiplierBps: 10_000 },
        { duration: 60 * 86_400, multiplierBps: 15_000 },
        { duration: 180 * 86_400, multiplierBps: 20_000 },
      ],
    })
  })

  it('carries the advanced settings and the first whitelist', () => {
    const { config, whitelist } = toMiningConfig(
      draft(
        {
          minStake: '5',
          whitelistOnly: true,
          whitelist: `${stake}, ${reward}`,
          teamSharePercent: '12.5',
          earlyExit: true,
          earlyExitPenaltyPercent: '20',
        },
        'advanced',
      ),
    )
    expect(config).toMatchObject({
      kind: miningKind.Advanced,
      minStake: parseEther('5'),
      whitelistOnly: true,
      teamShareBps: 1250,
      earlyExit: true,
      earlyExitPenaltyBps: 2000,
      halvingInterval: 7 * 86_400,
    })
    expect(whitelist).toEqual([getAddress(stake), getAddress(reward)])
  })

  it('rounds the second rate down', () => {
    expect(rewardPerSecondOf('1', 6)).toBe(11n)
  })
})

describe('miningWarnings and APR', () => {
  it('warns of no fund, and of a fund shorter than the pool at the starting rate', () => {
    expect(miningWarnings(draft({ rewardFund: '0' }), now)).toEqual(['noFund'])
    expect(miningWarnings(draft({ rewardFund: '100' }), now)).toEqual(['fundShort'])
    expect(miningWarnings(draft({ rewardFund: '30000' }), now)).toEqual([])
  })

  it('is a year of rewards over the staked value, none with nothing staked', () => {
    expect(miningAprBps({ rewardPerSecond: 1n, stakedValue: secondsPerYear })).toBe(10_000n)
    expect(miningAprBps({ rewardPerSecond: 1n, stakedValue: 0n })).toBeUndefined()
  })
})
