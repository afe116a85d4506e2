import { type Address, parseEther, zeroAddress } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { chainTimeMs } from '../../testing/chainClock.ts'
import { deploySampleToken } from '../../testing/deploySampleToken.ts'
import { devAccounts } from '../../testing/localTestChain.ts'
import { presalePlan, testPresaleDraft } from '../../testing/testPresale.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { launchpadFactoryAbi } from '../contracts/LaunchpadFactory.ts'
import { call } from '../transactions/call.ts'
import type { PresaleDraft, PresaleMode } from './presaleDraft.ts'
import { toPresaleParams } from './toPresaleParams.ts'
import { presaleLimits, validatePresaleDraft } from './validatePresaleDraft.ts'

/*
 * Issue 48, "form and contract agree", for the launchpad: every refusal of validatePresaleDraft is
 * either refused again by LaunchpadFactory (PresaleValidation.sol) when the same terms are sent
 * straight to it, or is only about the form's text or the creator's own interest (`formOnly`, with
 * the reason). The LP lock floor (29 days) is launchpad.test.ts's case and is not repeated here.
 */

const day = 86_400_000

const chain = useLocalTestChain()
const [, creator, alice] = devAccounts
let factory: Address
let token: Address

/** A draft the form and the factory accept: a standard presale from in a minute to in a day. */
function baselineOf(mode: PresaleMode, now: number): PresaleDraft {
  return testPresaleDraft(chain, { mode, now, token, endsIn: day })
}

/** A multi-period draft: two phases, from in a minute, one after the other. */
function multiPeriodOf(now: number): PresaleDraft {
  const start = now + 60_000
  return {
    ...baselineOf('multiPeriod', now),
    phases: [
      { rate: '1200', hardCap: '10', startTime: start, endTime: start + day },
      { rate: '1000', hardCap: '20', startTime: start + day, endTime: start + 2 * day },
    ],
    startTime: start,
    endTime: start + 2 * day,
  }
}

/** A linear release: a quarter at the end, a quarter every 30 days. */
function linearOf(now: number): PresaleDraft {
  const draft = baselineOf('standard', now)
  return {
    ...draft,
    claimMode: 'linear',
    vestingStart: draft.endTime,
    vestingIntervalDays: 30,
    vestingPercent: '25',
  }
}

/** A whitelisted sale with one tier per start time given (hours after the start). */
function whitelistOf(now: number, tierHours: number[]): PresaleDraft {
  const draft = baselineOf('standard', now)
  const start = draft.startTime ?? now
  return {
    ...draft,
    whitelist: true,
    tiers: tierHours.map((hours, i) => ({
      addresses: `0x${(i + 256).toString(16).padStart(40, '0')}`,
      startTime: start + hours * 3_600_000,
    })),
  }
}

async function presaleCount(): Promise<bigint> {
  return chain.publicClient.readContract({
    address: factory,
    abi: launchpadFactoryAbi,
    functionName: 'presaleCount',
  })
}

/** The terms sent to the factory through core's builders, as a creator skipping the form would. */
async function sendStraight(draft: PresaleDraft) {
  const plan = await presalePlan(chain, {
    factory,
    creator,
    draft,
    fees: { flatFeeToken: zeroAddress, flatFee: 0n },
  })
  return chain.runToDone(plan.steps, creator)
}

/** Only the createPresale call, for terms whose token cannot be approved (no token there). */
async function callFactory(draft: PresaleDraft) {
  const { params } = toPresaleParams(draft, { locker: chain.contracts.lock })
  const step = call({
    address: factory,
    abi: launchpadFactoryAbi,
    functionName: 'createPresale',
    args: [params, ''],
  })
  return chain.runToDone([step], creator)
}

type RefusalCase = {
  name: string
  /** The refused draft, from the chain's clock. */
  draft: (now: number) => PresaleDraft
  /** The validator's refusal: the field path and the key. */
  field: string
  key: string
} & (
  | {
      /** The contract's error, mapped (contractErrors.ts), when the same terms are sent directly. */
      contract: string
      /**
       * The draft sent, where the refused one is text the builder cannot parse (an empty router):
       * the nearest parameters it can take.
       */
      sent?: (now: number) => PresaleDraft
      /** Only the factory call: the builder's approval of a token that is not one cannot run. */
      direct?: true
      /** The bound itself, which both accept. */
      accepted?: (now: number) => PresaleDraft
    }
  | { formOnly: string }
)

const standard = (change: Partial<PresaleDraft>) => (now: number) => ({
  ...baselineOf('standard', now),
  ...change,
})
const advanced = (change: Partial<PresaleDraft>) => (now: number) => ({
  ...baselineOf('advanced', now),
  ...change,
})
const fair = (change: Partial<PresaleDraft>) => (now: number) => ({
  ...baselineOf('fairLaunch', now),
  ...change,
})
const linear = (change: Partial<PresaleDraft>) => (now: number) => ({ ...linearOf(now), ...change })
const nativeCoin = { token: zeroAddress, symbol: 'ETH', decimals: 18, rate: '1000', listingRate: '800' }
const coinAt = (n: number) => ({ ...nativeCoin, token: `0x${n.toString(16).padStart(40, '0')}` })
const phase = (draft: PresaleDraft, index: number, change: Partial<PresaleDraft['phases'][number]>) =>
  draft.phases.map((each, i) => (i === index ? { ...each, ...change } : each))

const cases: RefusalCase[] = [
  // Token and router.
  {
    name: 'the zero address as the token',
    draft: standard({ token: zeroAddress }),
    field: 'token',
    key: 'validation.illegalAddress',
    contract: 'presaleInvalidToken',
    direct: true,
  },
  {
    name: 'an address with no token behind it',
    draft: (now) => ({ ...baselineOf('standard', now), token: alice, tokenDecimals: undefined }),
    field: 'token',
    key: 'validation.notToken',
    contract: 'presaleInvalidToken',
    direct: true,
  },
  {
    name: 'no token typed',
    draft: standard({ token: '' }),
    field: 'token',
    key: 'validation.empty',
    formOnly: 'an empty field: there is no address to send',
  },
  {
    name: 'a rune presale of a token that is no inscription token',
    draft: (now) => ({ ...baselineOf('rune', now), tokenIsInscription: false }),
    field: 'token',
    key: 'validation.notInscriptionToken',
    formOnly:
      "the rune kind is a label for the lists and the sale page: a rune presale's terms and code are the standard one's, which bind every buyer alike, and the sale page warns where the label does not fit the token",
  },
  {
    name: 'no router (sent as the zero address)',
    draft: standard({ router: '' }),
    sent: standard({ router: zeroAddress }),
    field: 'router',
    key: 'validation.empty',
    contract: 'presaleInvalidListing',
  },
  // Pay coins.
  {
    name: 'no pay coin',
    draft: standard({ payCoins: [] }),
    field: 'payCoins',
    key: 'validation.empty',
    contract: 'presaleInvalidPayCoins',
  },
  {
    name: 'nine pay coins (the cap is eight)',
    draft: advanced({ payCoins: [nativeCoin, ...Array.from({ length: 8 }, (_, i) => coinAt(i + 1))] }),
    field: 'payCoins',
    key: 'validation.tooMany',
    contract: 'presaleInvalidPayCoins',
    accepted: advanced({ payCoins: [nativeCoin, ...Array.from({ length: 7 }, (_, i) => coinAt(i + 1))] }),
  },
  {
    name: 'the same pay coin twice',
    draft: advanced({ payCoins: [nativeCoin, nativeCoin] }),
    field: 'payCoins.1.token',
    key: 'validation.duplicatePayCoin',
    contract: 'presaleInvalidPayCoins',
  },
  {
    name: 'a pay coin that is not an address',
    draft: advanced({ payCoins: [{ ...nativeCoin, token: '0x1234' }] }),
    field: 'payCoins.0.token',
    key: 'validation.illegalAddress',
    formOnly: 'malformed text: there is no address to send',
  },
  {
    name: 'a zero rate',
    draft: standard({ payCoins: [{ ...nativeCoin, rate: '0' }] }),
    field: 'payCoins.0.rate',
    key: 'validation.invalidAmount',
    contract: 'presaleInvalidRate',
  },
  {
    name: 'a rate one unit above 2^128 (the caps overflow the presale books)',
    draft: standard({ payCoins: [{ ...nativeCoin, rate: '340282366920938463463.374607431768211457' }] }),
    field: 'payCoins.0.rate',
    key: 'validation.invalidAmount',
    contract: 'presaleInvalidCaps',
  },
  {
    name: 'a rate with more decimals than the token',
    draft: standard({ payCoins: [{ ...nativeCoin, rate: '1000.0000000000000000001' }] }),
    field: 'payCoins.0.rate',
    key: 'validation.tooManyDecimals',
    formOnly: 'text the form parses: the contract takes base units, a 19th decimal cannot be sent',
  },
  {
    name: 'a zero listing rate of an advanced pay coin',
    draft: advanced({ payCoins: [{ ...nativeCoin, listingRate: '0' }] }),
    field: 'payCoins.0.listingRate',
    key: 'validation.invalidAmount',
    contract: 'presaleInvalidRate',
  },
  // Time.
  {
    name: 'a start a second behind the chain clock',
    draft: (now) => ({ ...baselineOf('standard', now), startTime: now - 1000 }),
    field: 'startTime',
    key: 'validation.startInPast',
    contract: 'presaleInvalidTimes',
  },
  {
    name: 'no start time',
    draft: standard({ startTime: undefined }),
    field: 'startTime',
    key: 'validation.empty',
    formOnly: 'an empty field: there is no time to send',
  },
  {
    name: 'an end equal to the start',
    draft: (now) => ({ ...baselineOf('standard', now), endTime: now + 60_000 }),
    field: 'endTime',
    key: 'validation.endAfterStart',
    contract: 'presaleInvalidTimes',
  },
  {
    name: 'no end time',
    draft: standard({ endTime: undefined }),
    field: 'endTime',
    key: 'validation.empty',
    formOnly: 'an empty field: there is no time to send',
  },
  // Multi-period phases.
  {
    name: 'a first phase starting a second behind the chain clock',
    draft: (now) => {
      const draft = multiPeriodOf(now)
      return { ...draft, phases: phase(draft, 0, { startTime: now - 1000 }) }
    },
    field: 'phases.0.startTime',
    key: 'validation.startInPast',
    contract: 'presaleInvalidTimes',
  },
  {
    name: 'a multi-period presale without phases (its time is its phases: none gives no start)',
    draft: (now) => ({ ...multiPeriodOf(now), phases: [] }),
    field: 'phases',
    key: 'validation.empty',
    contract: 'presaleInvalidTimes',
  },
  {
    name: 'seventeen phases (the cap is sixteen)',
    draft: (now) => {
      const start = now + 60_000
      const phases = Array.from({ length: 17 }, (_, i) => ({
        rate: '1000',
        hardCap: '1',
        startTime: start + i * 3_600_000,
        endTime: start + (i + 1) * 3_600_000,
      }))
      return {
        ...multiPeriodOf(now),
        phases,
        softCap: '1',
        minBuy: '0.1',
        maxBuy: '1',
        endTime: start + 17 * 3_600_000,
      }
    },
    field: 'phases',
    key: 'validation.tooMany',
    contract: 'presaleInvalidPhases',
  },
  {
    name: "a phase's zero rate",
    draft: (now) => {
      const draft = multiPeriodOf(now)
      return { ...draft, phases: phase(draft, 1, { rate: '0' }) }
    },
    field: 'phases.1.rate',
    key: 'validation.invalidAmount',
    contract: 'presaleInvalidPhases',
  },
  {
    name: "a phase's zero cap",
    draft: (now) => {
      const draft = multiPeriodOf(now)
      return { ...draft, phases: phase(draft, 1, { hardCap: '0' }) }
    },
    field: 'phases.1.hardCap',
    key: 'validation.invalidAmount',
    contract: 'presaleInvalidPhases',
  },
  {
    name: 'a phase ending when it starts',
    draft: (now) => {
      const draft = multiPeriodOf(now)
      const second = draft.phases[1]!
      return { ...draft, phases: phase(draft, 1, { endTime: second.startTime }), endTime: second.startTime }
    },
    field: 'phases.1.endTime',
    key: 'validation.endAfterStart',
    contract: 'presaleInvalidPhases',
  },
  {
    name: 'a phase starting a second before the previous one ends',
    draft: (now) => {
      const draft = multiPeriodOf(now)
      const second = draft.phases[1]!
      return { ...draft, phases: phase(draft, 1, { startTime: (second.startTime ?? 0) - 1000 }) }
    },
    field: 'phases.1.startTime',
    key: 'validation.phaseOverlap',
    contract: 'presaleInvalidPhases',
  },
  {
    name: "a phase's start left empty",
    draft: (now) => {
      const draft = multiPeriodOf(now)
      return { ...draft, phases: phase(draft, 1, { startTime: undefined }) }
    },
    field: 'phases.1.startTime',
    key: 'validation.empty',
    formOnly: 'an empty field: there is no time to send',
  },
  {
    name: "a multi-period soft cap above the phases' caps together",
    draft: (now) => ({ ...multiPeriodOf(now), softCap: '30.000000000000000001' }),
    field: 'softCap',
    key: 'validation.softCapAboveHardCap',
    contract: 'presaleInvalidCaps',
  },
  // Caps and buy limits.
  {
    name: 'a fair launch selling zero tokens',
    draft: fair({ fairLaunchTokens: '0' }),
    field: 'fairLaunchTokens',
    key: 'validation.invalidAmount',
    contract: 'presaleInvalidCaps',
  },
  {
    name: 'a fair launch with a zero soft cap',
    draft: fair({ softCap: '0' }),
    field: 'softCap',
    key: 'validation.invalidAmount',
    formOnly:
      'protects the creator: a fair launch splits all its tokens among whatever is raised, so buyers get more, not less, when little comes in; a soft cap of one wei passes both anyway',
  },
  {
    name: 'a soft cap one unit above the hard cap',
    draft: standard({ softCap: '3.000000000000000001' }),
    field: 'softCap',
    key: 'validation.softCapAboveHardCap',
    contract: 'presaleInvalidCaps',
    accepted: standard({ softCap: '3' }),
  },
  {
    name: 'a zero hard cap',
    draft: standard({ hardCap: '0', softCap: '0' }),
    field: 'hardCap',
    key: 'validation.invalidAmount',
    contract: 'presaleInvalidCaps',
  },
  {
    name: 'a zero minimum buy',
    draft: standard({ minBuy: '0' }),
    field: 'minBuy',
    key: 'validation.invalidAmount',
    formOnly: 'a minimum of zero restricts no buyer (the contract reads 0 as no minimum)',
  },
  {
    name: 'a zero maximum per buyer',
    draft: standard({ maxBuy: '0' }),
    field: 'maxBuy',
    key: 'validation.invalidAmount',
    formOnly: "0 is the contract's 'no maximum', which the form offers as an empty field",
  },
  {
    name: 'a minimum buy one unit above the maximum per buyer',
    draft: standard({ minBuy: '2.000000000000000001' }),
    field: 'maxBuy',
    key: 'validation.minAboveMax',
    contract: 'presaleInvalidBuyLimits',
    accepted: standard({ minBuy: '2' }),
  },
  {
    name: 'a maximum per buyer above the hard cap',
    draft: standard({ maxBuy: '3.000000000000000001' }),
    field: 'maxBuy',
    key: 'validation.maxAboveHardCap',
    formOnly: 'no buyer can pass the hard cap anyway: the presale stops selling there',
  },
  // Listing.
  {
    name: 'a pool share of 100.01%',
    draft: standard({ liquidityPercent: '100.01' }),
    field: 'liquidityPercent',
    key: 'validation.liquidityFloor',
    contract: 'presaleInvalidListing',
    accepted: standard({ liquidityPercent: '100' }),
  },
  {
    name: 'a zero listing rate',
    draft: standard({ listingRate: '0' }),
    field: 'listingRate',
    key: 'validation.invalidAmount',
    contract: 'presaleInvalidRate',
  },
  {
    name: 'no LP lock (sent as a zero lock)',
    draft: standard({ lpLockDays: undefined }),
    field: 'lpLockDays',
    key: 'validation.empty',
    contract: 'presaleInvalidListing',
  },
  {
    name: 'an LP lock one day over 100 years',
    draft: standard({ lpLockDays: presaleLimits.maxLpLockDays + 1 }),
    field: 'lpLockDays',
    key: 'validation.lpLockFloor',
    formOnly:
      'a longer lock only keeps the liquidity in the pool longer, for buyers; the form offers burning the LP beyond 100 years',
  },
  // Claims.
  {
    name: 'immediate claims with a soft cap (a failed sale refunds)',
    draft: standard({ claimMode: 'immediately', emergencyWithdraw: false }),
    field: 'claimMode',
    key: 'validation.immediatelyRefunds',
    contract: 'presaleInvalidClaimMode',
    accepted: standard({ claimMode: 'immediately', emergencyWithdraw: false, softCap: '0' }),
  },
  {
    name: 'immediate claims with emergency withdrawals',
    draft: standard({ claimMode: 'immediately', softCap: '0' }),
    field: 'claimMode',
    key: 'validation.immediatelyRefunds',
    contract: 'presaleInvalidClaimMode',
  },
  {
    name: 'immediate claims in a fair launch',
    draft: fair({ claimMode: 'immediately', emergencyWithdraw: false }),
    field: 'claimMode',
    key: 'validation.immediatelyRefunds',
    contract: 'presaleInvalidClaimMode',
  },
  {
    name: 'an emergency-withdraw penalty of 10.01%',
    draft: standard({ emergencyPenaltyPercent: '10.01' }),
    field: 'emergencyPenaltyPercent',
    key: 'validation.percentRange',
    contract: 'presaleInvalidPenalty',
    accepted: standard({ emergencyPenaltyPercent: '10' }),
  },
  {
    name: 'no finalize grace',
    draft: standard({ finalizeGraceDays: 0 }),
    field: 'finalizeGraceDays',
    key: 'validation.wholeRange',
    contract: 'presaleInvalidGrace',
    accepted: standard({ finalizeGraceDays: 1 }),
  },
  {
    name: 'a finalize grace of 31 days',
    draft: standard({ finalizeGraceDays: 31 }),
    field: 'finalizeGraceDays',
    key: 'validation.wholeRange',
    contract: 'presaleInvalidGrace',
    accepted: standard({ finalizeGraceDays: 30 }),
  },
  {
    name: 'a finalize grace of a day and a half',
    draft: standard({ finalizeGraceDays: 1.5 }),
    field: 'finalizeGraceDays',
    key: 'validation.wholeRange',
    formOnly: 'the form counts whole days; 36 hours are within the 1 to 30 days the contract allows',
  },
  {
    name: 'a linear release without a start',
    draft: linear({ vestingStart: undefined }),
    field: 'vestingStart',
    key: 'validation.empty',
    formOnly: 'an empty field: there is no time to send',
  },
  {
    name: 'a linear release starting before the end',
    draft: (now) => ({ ...linearOf(now), vestingStart: (linearOf(now).endTime ?? 0) - 1000 }),
    field: 'vestingStart',
    key: 'validation.vestingBeforeEnd',
    formOnly:
      'an earlier release only gives buyers their tokens sooner (claims still wait for the finalize); it cannot hurt them',
  },
  {
    name: 'a linear release starting a second more than 365 days after the end',
    draft: (now) => ({ ...linearOf(now), vestingStart: (linearOf(now).endTime ?? 0) + 365 * day + 1000 }),
    field: 'vestingStart',
    key: 'validation.vestingStartTooLate',
    contract: 'presaleInvalidClaimMode',
    accepted: (now) => ({ ...linearOf(now), vestingStart: (linearOf(now).endTime ?? 0) + 365 * day }),
  },
  {
    name: 'a release interval of zero days',
    draft: linear({ vestingIntervalDays: 0 }),
    field: 'vestingIntervalDays',
    key: 'validation.wholeRange',
    contract: 'presaleInvalidClaimMode',
  },
  {
    name: 'a release interval of 1,096 days (half, then half)',
    draft: linear({ vestingIntervalDays: 1096, vestingPercent: '50' }),
    field: 'vestingIntervalDays',
    key: 'validation.wholeRange',
    contract: 'presaleInvalidClaimMode',
    accepted: linear({ vestingIntervalDays: 1095, vestingPercent: '50' }),
  },
  {
    name: 'a release of 25% every 366 days (everything after 1,098 days)',
    draft: linear({ vestingIntervalDays: 366 }),
    field: 'vestingIntervalDays',
    key: 'validation.vestingTooLong',
    contract: 'presaleInvalidClaimMode',
    accepted: linear({ vestingIntervalDays: 365 }),
  },
  {
    name: 'a release share of 0%',
    draft: linear({ vestingPercent: '0' }),
    field: 'vestingPercent',
    key: 'validation.percentRange',
    contract: 'presaleInvalidClaimMode',
  },
  {
    name: 'a release share of 100.01%',
    draft: linear({ vestingPercent: '100.01' }),
    field: 'vestingPercent',
    key: 'validation.percentRange',
    contract: 'presaleInvalidClaimMode',
    accepted: linear({ vestingPercent: '100' }),
  },
  // Whitelist.
  {
    name: 'a whitelist without tiers',
    draft: (now) => whitelistOf(now, []),
    field: 'tiers',
    key: 'validation.empty',
    formOnly: 'nobody can buy until the sale opens to everyone: no buyer has coin in it',
  },
  {
    name: 'seventeen whitelist tiers (the cap is sixteen)',
    draft: (now) =>
      whitelistOf(
        now,
        Array.from({ length: 17 }, (_, i) => i),
      ),
    field: 'tiers',
    key: 'validation.tooMany',
    contract: 'presaleInvalidWhitelist',
  },
  {
    name: 'a whitelist tier without addresses',
    draft: (now) => ({ ...whitelistOf(now, [0]), tiers: [{ addresses: '', startTime: now + 60_000 }] }),
    field: 'tiers.0.addresses',
    key: 'validation.empty',
    formOnly: 'an empty field: there is no list to send',
  },
  {
    name: 'a whitelist line that is not an address',
    draft: (now) => ({
      ...whitelistOf(now, [0]),
      tiers: [{ addresses: `${alice}\n0x12`, startTime: now + 60_000 }],
    }),
    field: 'tiers.0.addresses',
    key: 'validation.illegalAddressLine',
    formOnly: 'malformed text: there is no address to send',
  },
  {
    name: 'a whitelist tier without a start',
    draft: (now) => ({ ...whitelistOf(now, [0]), tiers: [{ addresses: alice, startTime: undefined }] }),
    field: 'tiers.0.startTime',
    key: 'validation.empty',
    formOnly: 'an empty field: there is no time to send',
  },
  {
    name: 'a whitelist tier opening an hour before the one above it',
    draft: (now) => whitelistOf(now, [2, 1]),
    field: 'tiers.1.startTime',
    key: 'validation.tierOrder',
    contract: 'presaleInvalidWhitelist',
    accepted: (now) => whitelistOf(now, [1, 1]),
  },
  {
    name: 'a whitelist tier opening at the end',
    draft: (now) => ({ ...whitelistOf(now, [0]), tiers: [{ addresses: alice, startTime: now + day }] }),
    field: 'tiers.0.startTime',
    key: 'validation.phaseOutside',
    formOnly: 'that tier can never buy: its members put no coin in, nobody else is affected',
  },
  {
    name: 'a whitelist of 2,001 addresses',
    draft: (now) => ({
      ...whitelistOf(now, [0]),
      tiers: [
        {
          addresses: Array.from(
            { length: 2001 },
            (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}`,
          ).join('\n'),
          startTime: now + 60_000,
        },
      ],
    }),
    field: 'tiers',
    key: 'validation.tooMany',
    formOnly:
      "the list's size in the creation transaction (about 90 kB at 2,000); the factory takes one Merkle root whatever the length",
  },
  {
    name: 'a public opening at the start',
    draft: (now) => ({ ...whitelistOf(now, [0]), publicTime: now + 60_000 }),
    field: 'publicTime',
    key: 'validation.phaseOutside',
    formOnly:
      'public from the start is a public sale, at the end never public: neither takes anything from a buyer',
  },
  // Invitation rewards.
  {
    name: 'seven generations of invitation rewards (the cap is six)',
    draft: standard({ inviteRates: ['1', '1', '1', '1', '1', '1', '1'] }),
    field: 'inviteRates',
    key: 'validation.tooMany',
    contract: 'presaleInvalidInviteRewards',
    accepted: standard({ inviteRates: ['1', '1', '1', '1', '1', '1'] }),
  },
  {
    name: 'one generation at 20.01%',
    draft: standard({ inviteRates: ['20.01'] }),
    field: 'inviteRates.0',
    key: 'validation.percentRange',
    contract: 'presaleInvalidInviteRewards',
    accepted: standard({ inviteRates: ['20'] }),
  },
  {
    name: 'a generation at 0%',
    draft: standard({ inviteRates: ['3', '0'] }),
    field: 'inviteRates.1',
    key: 'validation.percentRange',
    formOnly: 'a generation paid nothing pays nobody: the contract reads it as no reward',
  },
  {
    name: 'generations adding up to 20.01%',
    draft: standard({ inviteRates: ['10', '10.01'] }),
    field: 'inviteRates',
    key: 'validation.inviteTotal',
    contract: 'presaleInvalidInviteRewards',
    accepted: standard({ inviteRates: ['10', '10'] }),
  },
  // Team tokens (a lock in the chain's TokenLocker beside the presale, not a factory term).
  {
    name: 'team tokens that are not a number',
    draft: standard({ teamTokens: 'many' }),
    field: 'teamTokens',
    key: 'validation.invalidAmount',
    formOnly: 'malformed text: there is no amount to send',
  },
  {
    name: 'team tokens unlocking at the end',
    draft: standard({ teamTokens: '1000', teamUnlockDays: 0 }),
    field: 'teamUnlockDays',
    key: 'validation.wholeRange',
    formOnly:
      'the team lock is optional (the form allows none): a lock that ends with the sale promises nothing less than no lock',
  },
  {
    name: 'a pool share of 50.99% (the form and MIN_LIQUIDITY_BPS: at least 51%)',
    draft: standard({ liquidityPercent: '50.99' }),
    field: 'liquidityPercent',
    key: 'validation.liquidityFloor',
    contract: 'presaleInvalidListing',
    accepted: standard({ liquidityPercent: '51' }),
  },
  {
    name: 'a presale lasting 365 days and a second (MAX_DURATION: a year)',
    draft: (now) => ({ ...baselineOf('standard', now), endTime: now + 60_000 + 365 * day + 1000 }),
    field: 'endTime',
    key: 'validation.tooLong',
    contract: 'presaleTooLong',
    accepted: (now) => ({ ...baselineOf('standard', now), endTime: now + 60_000 + 365 * day }),
  },
  {
    name: 'the zero address as the router',
    draft: standard({ router: zeroAddress }),
    field: 'router',
    key: 'validation.illegalAddress',
    contract: 'presaleInvalidListing',
  },
  {
    name: 'a presale paid in the token it sells',
    draft: (now) => ({
      ...baselineOf('advanced', now),
      payCoins: [nativeCoin, { ...nativeCoin, token, symbol: 'LAUNCH' }],
    }),
    field: 'payCoins.1.token',
    key: 'validation.payCoinIsToken',
    contract: 'presaleInvalidToken',
  },
  {
    name: 'a minimum buy above the hard cap, with no maximum',
    draft: standard({ minBuy: '3.01', maxBuy: '' }),
    field: 'minBuy',
    key: 'validation.minAboveHardCap',
    contract: 'presaleInvalidBuyLimits',
    accepted: standard({ minBuy: '3', maxBuy: '' }),
  },
  {
    name: 'a multi-period soft cap of 30 coin: in tokens at the first rate, above the phases caps',
    // 10 coin at 1,200 and 20 at 1,000 are 32,000 tokens; 30 coin at the first rate, 36,000.
    draft: (now) => ({ ...multiPeriodOf(now), softCap: '30' }),
    field: 'softCap',
    key: 'validation.softCapAboveHardCap',
    contract: 'presaleInvalidCaps',
    accepted: (now) => ({ ...multiPeriodOf(now), softCap: '26.666666' }),
  },
]

/**
 * The range and bound refusals validatePresaleDraft can return, read from its source: a new rule
 * must be added here and get a case above (chain-checked or formOnly).
 */
const validatorRefusals = [
  'token:validation.empty',
  'token:validation.illegalAddress',
  'token:validation.notToken',
  'token:validation.notInscriptionToken',
  'router:validation.empty',
  'router:validation.illegalAddress',
  'payCoins.1.token:validation.payCoinIsToken',
  'minBuy:validation.minAboveHardCap',
  'payCoins:validation.empty',
  'payCoins:validation.tooMany',
  'payCoins.0.token:validation.illegalAddress',
  'payCoins.1.token:validation.duplicatePayCoin',
  'payCoins.0.rate:validation.invalidAmount',
  'payCoins.0.rate:validation.tooManyDecimals',
  'payCoins.0.listingRate:validation.invalidAmount',
  'startTime:validation.empty',
  'startTime:validation.startInPast',
  'endTime:validation.empty',
  'endTime:validation.endAfterStart',
  'endTime:validation.tooLong',
  'phases:validation.empty',
  'phases:validation.tooMany',
  'phases.0.startTime:validation.startInPast',
  'phases.1.rate:validation.invalidAmount',
  'phases.1.hardCap:validation.invalidAmount',
  'phases.1.startTime:validation.empty',
  'phases.1.endTime:validation.endAfterStart',
  'phases.1.startTime:validation.phaseOverlap',
  'fairLaunchTokens:validation.invalidAmount',
  'softCap:validation.invalidAmount',
  'softCap:validation.softCapAboveHardCap',
  'hardCap:validation.invalidAmount',
  'minBuy:validation.invalidAmount',
  'maxBuy:validation.invalidAmount',
  'maxBuy:validation.minAboveMax',
  'maxBuy:validation.maxAboveHardCap',
  'liquidityPercent:validation.liquidityFloor',
  'listingRate:validation.invalidAmount',
  'lpLockDays:validation.empty',
  'lpLockDays:validation.lpLockFloor',
  'claimMode:validation.immediatelyRefunds',
  'emergencyPenaltyPercent:validation.percentRange',
  'finalizeGraceDays:validation.wholeRange',
  'vestingStart:validation.empty',
  'vestingStart:validation.vestingBeforeEnd',
  'vestingStart:validation.vestingStartTooLate',
  'vestingIntervalDays:validation.wholeRange',
  'vestingIntervalDays:validation.vestingTooLong',
  'vestingPercent:validation.percentRange',
  'tiers:validation.empty',
  'tiers:validation.tooMany',
  'tiers.0.addresses:validation.empty',
  'tiers.0.addresses:validation.illegalAddressLine',
  'tiers.0.startTime:validation.empty',
  'tiers.1.startTime:validation.tierOrder',
  'tiers.0.startTime:validation.phaseOutside',
  'publicTime:validation.phaseOutside',
  'inviteRates:validation.tooMany',
  'inviteRates.0:validation.percentRange',
  'inviteRates.1:validation.percentRange',
  'inviteRates:validation.inviteTotal',
  'teamTokens:validation.invalidAmount',
  'teamUnlockDays:validation.wholeRange',
]

beforeAll(async () => {
  // The chain's own launchpad (deployLocalInfrastructure; no fees at start).
  factory = chain.contracts.launchpad
  token = await deploySampleToken(
    chain,
    { name: 'Launch Me', symbol: 'LAUNCH', supply: parseEther('100000000') },
    creator,
  )
})

describe('the presale form and LaunchpadFactory agree', () => {
  it.each([
    ['standard', (now: number) => baselineOf('standard', now)],
    ['multi-period', multiPeriodOf],
    ['fair launch', (now: number) => baselineOf('fairLaunch', now)],
    ['linear release', linearOf],
  ] as const)('accepts the %s baseline in the form and creates it on the factory', async (_, draftOf) => {
    const draft = draftOf(await chainTimeMs(chain))
    expect(validatePresaleDraft(draft, await chainTimeMs(chain))).toEqual({})
    const before = await presaleCount()
    await sendStraight(draft)
    expect(await presaleCount()).toBe(before + 1n)
  })

  const chainChecked = cases.flatMap((each) => ('contract' in each ? [each] : []))
  it.each(chainChecked.map((each) => [each.name, each] as const))(
    'refuses %s in the form, and the factory refuses it when called directly',
    async (_, each) => {
      const now = await chainTimeMs(chain)
      expect(validatePresaleDraft(each.draft(now), now)[each.field]?.key).toBe(each.key)
      const before = await presaleCount()
      const send = each.direct ? callFactory : sendStraight
      await expect(send((each.sent ?? each.draft)(now))).rejects.toThrow(`failed: ${each.contract}`)
      expect(await presaleCount()).toBe(before)
      if (each.accepted) {
        const bound = each.accepted(await chainTimeMs(chain))
        expect(validatePresaleDraft(bound, await chainTimeMs(chain))).toEqual({})
        await sendStraight(bound)
        expect(await presaleCount()).toBe(before + 1n)
      }
    },
  )

  const formOnly = cases.flatMap((each) => ('formOnly' in each ? [each] : []))
  it.each(formOnly.map((each) => [each.name, each] as const))(
    'refuses %s in the form only, for a reason stated in the case',
    async (_, each) => {
      const now = await chainTimeMs(chain)
      expect(validatePresaleDraft(each.draft(now), now)[each.field]?.key).toBe(each.key)
      expect(each.formOnly.length).toBeGreaterThan(20)
    },
  )

  it('classifies every refusal the validator can return (a new rule needs a case)', () => {
    const covered = new Set(cases.map((each) => `${each.field}:${each.key}`))
    expect([...covered].sort()).toEqual([...new Set(validatorRefusals)].sort())
  })
})
