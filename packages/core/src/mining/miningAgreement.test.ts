import { type Address, maxUint128, parseEther, zeroAddress } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { referenceERC20Abi, referenceERC20Bytecode } from '../../testing/contracts/ReferenceERC20.ts'
import { createPool, miningPoolPlan } from '../../testing/createTestPools.ts'
import { type AgreementCase, expectFactoryRefused, expectIssue } from '../../testing/factoryAgreement.ts'
import { devAccounts, installTestSharedContracts } from '../../testing/localTestChain.ts'
import { rewardFundCases } from '../../testing/rewardFundCases.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { miningFactoryAbi } from '../contracts/MiningFactory.abi.ts'
import { miningPoolAbi } from '../contracts/MiningPool.abi.ts'
import { deploy } from '../transactions/deploy.ts'
import { defaultMiningDraft, type LockOptionDraft, type MiningDraft } from './miningDraft.ts'
import { validateMiningDraft } from './validateMiningDraft.ts'

// Issue 48, "form and contract agree": every refusal of validateMiningDraft, and the same
// parameters sent straight to MiningFactory.createPool (core's step builder, no validator), so a
// creator who skips our form cannot set a term the form refuses where it could hurt a staker.
// Refusals about text only the form parses, or that only spare the creator his own mistake, are
// marked formOnly with the reason.
const chain = useLocalTestChain()
const [, creator] = devAccounts
let factory: Address
let stakeToken: Address
let rewardToken: Address
const day = 86_400
const dayMs = day * 1000

/** The chain's clock, pinned: the next block is mined at `at` seconds, so the form and the contract see one now. */
type Clock = { nowMs: number }

async function pinClock(): Promise<Clock> {
  const latest = Number((await chain.publicClient.getBlock()).timestamp)
  const at = latest + 60
  await chain.publicClient.request({ method: 'evm_setNextBlockTimestamp' as never, params: [at] as never })
  return { nowMs: at * 1000 }
}

/** An Advanced pool carries every setting group (locks, halving, minimum, team share); a valid one. */
function baseline({ nowMs }: Clock): MiningDraft {
  return {
    ...defaultMiningDraft('advanced', 'advanced', nowMs),
    stakeToken,
    rewardToken,
    stakeDecimals: 18,
    rewardDecimals: 18,
    stakeIsLp: false,
    rewardPerDay: '1000',
    // No fund: creation is the one createPool step, mined at the pinned time.
    rewardFund: '0',
    earlyExit: true,
    earlyExitPenaltyPercent: '10',
    minStake: '1',
    teamSharePercent: '10',
  }
}

const send = (draft: MiningDraft) => createPool(chain, miningPoolPlan, { factory, creator, draft })

/** The factory refuses `draft` with `key` (the mapped custom error) and no pool comes to exist. */
const expectFactoryRefuses = async (draft: MiningDraft, key: string) =>
  expectFactoryRefused(
    chain,
    { factory, abi: miningFactoryAbi, creator },
    await miningPoolPlan(chain, { factory, creator, draft }),
    key,
  )

const option = (days: number | undefined, multiple = '1'): LockOptionDraft => ({ days, multiple })
const nineOptions = Array.from({ length: 9 }, (_, index) => option(index * 30))
const startIn = (clock: Clock, ms: number) => clock.nowMs + ms

const cases: AgreementCase<MiningDraft, Clock>[] = [
  // Tokens
  {
    name: 'an empty stake token',
    change: () => ({ stakeToken: '' }),
    field: 'stakeToken',
    key: 'validation.empty',
    formOnly: 'an empty field: there is no address to send',
  },
  {
    name: 'a malformed stake token address',
    change: () => ({ stakeToken: '0x1234' }),
    field: 'stakeToken',
    key: 'validation.illegalAddress',
    formOnly: 'text the form parses: the contract takes an address type, there is nothing to send',
  },
  {
    name: 'the zero address as stake token',
    change: () => ({ stakeToken: zeroAddress }),
    field: 'stakeToken',
    key: 'validation.illegalAddress',
    contract: 'zeroAddress',
  },
  {
    name: 'the zero address as reward token',
    change: () => ({ rewardToken: zeroAddress }),
    field: 'rewardToken',
    key: 'validation.illegalAddress',
    contract: 'zeroAddress',
  },
  {
    name: 'an empty reward token',
    change: () => ({ rewardToken: '' }),
    field: 'rewardToken',
    key: 'validation.empty',
    formOnly: 'an empty field: there is no address to send',
  },
  {
    name: 'a malformed reward token address',
    change: () => ({ rewardToken: 'token' }),
    field: 'rewardToken',
    key: 'validation.illegalAddress',
    formOnly: 'text the form parses: the contract takes an address type, there is nothing to send',
  },
  {
    name: 'a stake token whose decimals the form could not read',
    change: () => ({ stakeDecimals: undefined }),
    field: 'stakeToken',
    key: 'validation.notToken',
    formOnly:
      'the form needs the decimals to parse amounts; a stake "token" without code only makes every stake ' +
      'revert (SafeERC20 refuses a call to an address without code), so no staker can put anything in',
  },
  {
    name: 'a reward token whose decimals the form could not read',
    change: () => ({ rewardDecimals: undefined }),
    field: 'rewardToken',
    key: 'validation.notToken',
    formOnly:
      'the form needs the decimals to parse amounts; a reward "token" without code makes the pool\'s ' +
      'balanceOf read at initialisation revert, so no pool is created',
  },
  {
    name: 'an LP pool on a token that is not a pair',
    change: () => ({ lp: true, stakeIsLp: false }),
    field: 'stakeToken',
    key: 'validation.notLp',
    contract: 'miningNotLp',
  },
  // Reward rate and fund
  {
    name: 'an empty reward per day',
    change: () => ({ rewardPerDay: '' }),
    field: 'rewardPerDay',
    key: 'validation.empty',
    formOnly: 'an empty field: there is no rate to send',
  },
  {
    name: 'a malformed reward per day',
    change: () => ({ rewardPerDay: '1,000' }),
    field: 'rewardPerDay',
    key: 'validation.invalidAmount',
    formOnly: 'text the form parses: the contract takes an integer rate',
  },
  {
    name: 'a reward per day with more decimals than the token',
    change: () => ({ rewardPerDay: '1.0000000000000000001' }),
    field: 'rewardPerDay',
    key: 'validation.tooManyDecimals',
    formOnly: 'text the form parses: the contract takes an integer rate',
  },
  {
    name: 'a reward per day under 86,400 base units (a rate of 0 per second)',
    change: () => ({ rewardPerDay: '0.000000000000086399' }),
    field: 'rewardPerDay',
    key: 'validation.rateTooSmall',
    contract: 'miningRewardRateInvalid',
  },
  {
    name: 'a reward per second of 2^128 (the contract keeps the rate in a uint128)',
    change: () => ({ rewardPerDay: formatWholeUnits((maxUint128 + 1n) * 86_400n) }),
    field: 'rewardPerDay',
    key: 'validation.invalidAmount',
    contract: 'miningRewardRateInvalid',
  },
  {
    name: 'a reward per day of 2^128 base units, a per-second rate the contract would take',
    change: () => ({ rewardPerDay: formatWholeUnits(maxUint128 + 1n) }),
    field: 'rewardPerDay',
    key: 'validation.invalidAmount',
    formOnly:
      'the form caps every amount at 2^128 base units; the contract caps the per-second rate, 86,400 times ' +
      'higher. A faster emission only pays stakers sooner (the creator funds it): it cannot hurt them',
  },
  ...rewardFundCases<MiningDraft, Clock>('-5'),
  // Times
  {
    name: 'a start in the past',
    change: (_, clock) => ({ startTime: clock.nowMs - 1000 }),
    field: 'startTime',
    key: 'validation.startInPast',
    formOnly:
      'the contract reads a past start as "now" (the pool starts at its creation, shown below): nobody ' +
      'is owed rewards for time before the pool existed, so it cannot hurt a staker',
  },
  {
    name: 'a start one second more than 365 days ahead',
    change: (_, clock) => ({ startTime: startIn(clock, 365 * dayMs + 1000) }),
    field: 'startTime',
    key: 'validation.startTooFar',
    contract: 'miningTimesInvalid',
  },
  {
    name: 'an end at the start',
    change: (_, clock) => ({ startTime: startIn(clock, dayMs), endTime: startIn(clock, dayMs) }),
    field: 'endTime',
    key: 'validation.endAfterStart',
    contract: 'miningTimesInvalid',
  },
  {
    name: 'an end one second more than 3,650 days after the start',
    change: (_, clock) => ({
      startTime: startIn(clock, dayMs),
      endTime: startIn(clock, dayMs + 3650 * dayMs + 1000),
    }),
    field: 'endTime',
    key: 'validation.tooLong',
    contract: 'miningTimesInvalid',
  },
  // Lock periods
  {
    name: 'a Lock pool without lock periods',
    change: () => ({ kind: 'lock', lockOptions: [] }),
    field: 'lockOptions',
    key: 'validation.lockEmpty',
    contract: 'miningLockPeriodsEmpty',
  },
  {
    name: 'nine lock periods',
    change: () => ({ lockOptions: nineOptions }),
    field: 'lockOptions',
    key: 'validation.tooMany',
    contract: 'miningLockOptionInvalid',
  },
  {
    name: 'a lock period of 1,096 days',
    change: (draft) => ({ lockOptions: [...draft.lockOptions, option(1096)] }),
    field: 'lockOptions.N.days',
    key: 'validation.wholeRange',
    contract: 'miningLockOptionInvalid',
  },
  {
    name: 'a lock period of -1 days',
    change: () => ({ lockOptions: [option(-1)] }),
    field: 'lockOptions.N.days',
    key: 'validation.wholeRange',
    formOnly:
      'the contract takes an unsigned duration: a negative one cannot be encoded, there is nothing to send',
  },
  {
    name: 'a lock period of 1.5 days',
    change: () => ({ lockOptions: [option(1.5)] }),
    field: 'lockOptions.N.days',
    key: 'validation.wholeRange',
    formOnly:
      'the form counts whole days; the contract takes any duration in seconds up to 3 years, and a ' +
      '36-hour lock is shown to the staker as what it is',
  },
  {
    name: 'a lock period without its days',
    change: () => ({ lockOptions: [option(undefined)] }),
    field: 'lockOptions.N.days',
    key: 'validation.lockEmpty',
    formOnly: 'an empty field: the builder would send 0 days, a valid no-lock period',
  },
  {
    name: 'two lock periods of the same days',
    change: () => ({ lockOptions: [option(30), option(30, '2')] }),
    field: 'lockOptions.N.days',
    key: 'validation.duplicateLock',
    formOnly:
      'the contract keeps both periods; each is listed with its own multiple and the staker picks one, ' +
      "so a duplicate only clutters the creator's own pool",
  },
  {
    name: 'a lock period without its multiple',
    change: () => ({ lockOptions: [option(30, '')] }),
    field: 'lockOptions.N.multiple',
    key: 'validation.empty',
    formOnly: 'an empty field: there is no multiple to send',
  },
  {
    name: 'a multiple of 0.9999x',
    change: () => ({ lockOptions: [option(30, '0.9999')] }),
    field: 'lockOptions.N.multiple',
    key: 'validation.multipleRange',
    contract: 'miningLockOptionInvalid',
  },
  {
    name: 'a multiple of 10.0001x',
    change: () => ({ lockOptions: [option(30, '10.0001')] }),
    field: 'lockOptions.N.multiple',
    key: 'validation.multipleRange',
    contract: 'miningLockOptionInvalid',
  },
  {
    name: 'a multiple with five decimals',
    change: () => ({ lockOptions: [option(30, '1.00001')] }),
    field: 'lockOptions.N.multiple',
    key: 'validation.multipleRange',
    formOnly: 'text the form parses (basis points have four decimals); the builder rounds it to 1x, in range',
  },
  {
    name: 'an early-exit penalty of 50.01%',
    change: () => ({ earlyExit: true, earlyExitPenaltyPercent: '50.01' }),
    field: 'earlyExitPenaltyPercent',
    key: 'validation.percentRange',
    contract: 'miningShareTooHigh',
  },
  {
    name: 'an early-exit penalty with three decimals',
    change: () => ({ earlyExit: true, earlyExitPenaltyPercent: '10.001' }),
    field: 'earlyExitPenaltyPercent',
    key: 'validation.percentRange',
    formOnly: 'text the form parses: the contract takes whole basis points',
  },
  {
    name: 'an empty early-exit penalty',
    change: () => ({ earlyExit: true, earlyExitPenaltyPercent: '' }),
    field: 'earlyExitPenaltyPercent',
    key: 'validation.empty',
    formOnly: 'an empty field: there is no penalty to send',
  },
  // Halving
  {
    name: 'a Halving pool with neither an interval nor manual halving',
    change: () => ({ kind: 'halving', halvingIntervalDays: undefined, manualHalving: false }),
    field: 'halvingIntervalDays',
    key: 'validation.halvingEmpty',
    contract: 'miningHalvingEmpty',
  },
  {
    name: 'a Halving pool halving every 0 days',
    change: () => ({ kind: 'halving', halvingIntervalDays: 0, manualHalving: false }),
    field: 'halvingIntervalDays',
    key: 'validation.wholeRange',
    contract: 'miningHalvingEmpty',
  },
  {
    name: 'a halving every 3,651 days',
    change: () => ({ halvingIntervalDays: 3651 }),
    field: 'halvingIntervalDays',
    key: 'validation.wholeRange',
    formOnly:
      'the contract takes any uint32 interval; a later halving keeps the rate stakers were shown for ' +
      'longer, which pays them more, never less',
  },
  // Advanced
  {
    name: 'a team share of 50.01%',
    change: () => ({ teamSharePercent: '50.01' }),
    field: 'teamSharePercent',
    key: 'validation.percentRange',
    contract: 'miningShareTooHigh',
  },
  {
    name: 'a malformed minimum stake',
    change: () => ({ minStake: 'ten' }),
    field: 'minStake',
    key: 'validation.invalidAmount',
    formOnly: 'text the form parses: the contract takes an unsigned integer',
  },
  {
    name: 'a minimum stake with more decimals than the token',
    change: () => ({ minStake: '0.0000000000000000001' }),
    field: 'minStake',
    key: 'validation.tooManyDecimals',
    formOnly: 'text the form parses: the contract takes an integer amount',
  },
  {
    name: 'a minimum stake above 2^128 base units',
    change: () => ({ minStake: formatWholeUnits(maxUint128 + 1n) }),
    field: 'minStake',
    key: 'validation.invalidAmount',
    formOnly:
      'the contract takes any uint256 minimum; one nobody can reach only means nobody can stake, so no ' +
      'staker puts anything at risk (the pool shows its minimum before a stake)',
  },
  {
    name: 'a whitelist line that is not an address',
    change: () => ({ whitelistOnly: true, whitelist: `${stakeToken}\nnot-an-address` }),
    field: 'whitelist',
    key: 'validation.illegalAddressLine',
    formOnly:
      "text the form parses; the whitelist is stored after creation by the creator's own calls, and " +
      'whitelisting a wrong address only lets that address stake',
  },
]

/** 2^128 base units and more as whole-token text (18 decimals). */
function formatWholeUnits(units: bigint): string {
  const text = units.toString().padStart(19, '0')
  return `${text.slice(0, -18)}.${text.slice(-18)}`
}

/**
 * Every refusal validateMiningDraft can return, by field and key (read from its source and the
 * shared fieldIssues checks it calls): a new rule must be classified in the table above.
 */
const refusals = [
  'stakeToken:validation.empty',
  'stakeToken:validation.illegalAddress',
  'stakeToken:validation.notToken',
  'stakeToken:validation.notLp',
  'rewardToken:validation.empty',
  'rewardToken:validation.illegalAddress',
  'rewardToken:validation.notToken',
  'rewardPerDay:validation.empty',
  'rewardPerDay:validation.invalidAmount',
  'rewardPerDay:validation.tooManyDecimals',
  'rewardPerDay:validation.rateTooSmall',
  'rewardFund:validation.empty',
  'rewardFund:validation.invalidAmount',
  'rewardFund:validation.tooManyDecimals',
  'startTime:validation.startInPast',
  'startTime:validation.startTooFar',
  'endTime:validation.endAfterStart',
  'endTime:validation.tooLong',
  'lockOptions:validation.lockEmpty',
  'lockOptions:validation.tooMany',
  'lockOptions.N.days:validation.lockEmpty',
  'lockOptions.N.days:validation.wholeRange',
  'lockOptions.N.days:validation.duplicateLock',
  'lockOptions.N.multiple:validation.empty',
  'lockOptions.N.multiple:validation.multipleRange',
  'earlyExitPenaltyPercent:validation.empty',
  'earlyExitPenaltyPercent:validation.percentRange',
  'halvingIntervalDays:validation.halvingEmpty',
  'halvingIntervalDays:validation.wholeRange',
  'teamSharePercent:validation.percentRange',
  'minStake:validation.invalidAmount',
  'minStake:validation.tooManyDecimals',
  'whitelist:validation.illegalAddressLine',
]

beforeAll(async () => {
  ;({ mining: factory } = await installTestSharedContracts(chain))
  const deployed = await chain.runToDone(
    [
      deploy({ abi: referenceERC20Abi, bytecode: referenceERC20Bytecode, args: [parseEther('1000000')] }),
      deploy({ abi: referenceERC20Abi, bytecode: referenceERC20Bytecode, args: [parseEther('1000000')] }),
    ],
    creator,
  )
  ;[stakeToken, rewardToken] = deployed.map((result) => result.contractAddress as Address) as [
    Address,
    Address,
  ]
}, 240_000)

describe('MiningFactory refuses what validateMiningDraft refuses', () => {
  it('accepts the baseline Advanced draft, as the validator does', async () => {
    const clock = await pinClock()
    const draft = { ...baseline(clock), rewardFund: '100' }
    expect(validateMiningDraft(draft, clock.nowMs)).toEqual({})
    const pool = await send(draft)
    expect(
      await chain.publicClient.readContract({ address: pool, abi: miningPoolAbi, functionName: 'creator' }),
    ).toBe(creator)
  })

  it('accepts every bound itself, in the form and in the contract', async () => {
    const clock = await pinClock()
    const start = startIn(clock, 365 * dayMs)
    const draft: MiningDraft = {
      ...baseline(clock),
      // 86,400 base units a day: 1 a second, the smallest rate.
      rewardPerDay: '0.0000000000000864',
      startTime: start,
      endTime: start + 3650 * dayMs,
      lockOptions: [
        option(0, '1'),
        option(1095, '10'),
        ...Array.from({ length: 6 }, (_, index) => option(index + 1)),
      ],
      earlyExitPenaltyPercent: '50',
      teamSharePercent: '50',
      halvingIntervalDays: 3650,
    }
    expect(validateMiningDraft(draft, clock.nowMs)).toEqual({})
    const pool = await send(draft)
    expect(
      await chain.publicClient.readContract({
        address: pool,
        abi: miningPoolAbi,
        functionName: 'lockOptionCount',
      }),
    ).toBe(8n)
  })

  it('reads a start in the past as the creation time (why startInPast is form-only)', async () => {
    const clock = await pinClock()
    const draft = { ...baseline(clock), startTime: clock.nowMs - 3_600_000 }
    const pool = await send(draft)
    expect(
      await chain.publicClient.readContract({ address: pool, abi: miningPoolAbi, functionName: 'startTime' }),
    ).toBe(BigInt(clock.nowMs / 1000))
  })

  for (const agreement of cases) {
    const how = 'contract' in agreement ? `the factory refuses it too (${agreement.contract})` : 'form only'
    it(`${agreement.name}: the form refuses it, ${how}`, async () => {
      const clock = await pinClock()
      const base = baseline(clock)
      const draft = { ...base, ...agreement.change(base, clock) }
      expectIssue(validateMiningDraft(draft, clock.nowMs), agreement.field, agreement.key)
      if ('contract' in agreement) await expectFactoryRefuses(draft, agreement.contract)
      else expect(agreement.formOnly.length).toBeGreaterThan(20)
    })
  }

  it('classifies every refusal the validator can return', () => {
    const covered = new Set(cases.map((agreement) => `${agreement.field}:${agreement.key}`))
    expect([...covered].sort()).toEqual([...refusals].sort())
  })
})
