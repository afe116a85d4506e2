import { type Address, zeroAddress } from 'viem'

/** The launchpad's screens: `/la/st`, `/la/ad` and `/la/mp` (one screen), `/la/fa`, `/ru/sa`. */
export type PresaleMode = 'standard' | 'advanced' | 'multiPeriod' | 'fairLaunch' | 'rune'

/** When contributors get their tokens: at once, when the presale is finalized, or released over time. */
export type ClaimMode = 'immediately' | 'atEnd' | 'linear'

/** What happens to the tokens left unsold at finalize. */
export type UnsoldFate = 'refund' | 'burn'

/** A pay coin of the presale (advanced mode: several), as typed: the rate in whole tokens per whole coin. */
export type PayCoinDraft = {
  /** The stablecoin's address, or the zero address for the chain's native coin. */
  token: string
  symbol: string
  decimals: number
  rate: string
  /** Whole tokens per whole coin the pool opens at (advanced mode: each coin its own). */
  listingRate: string
}

/** A multi-period phase as typed: its own rate, cap (whole coins) and time (epoch ms). */
export type PhaseDraft = {
  rate: string
  hardCap: string
  startTime: number | undefined
  endTime: number | undefined
}

/** A whitelist tier: the addresses that may buy from `startTime` on (earlier tiers first). */
export type WhitelistTierDraft = {
  addresses: string
  startTime: number | undefined
}

/**
 * The create form's values as the user typed them (amounts as decimal text in whole units, times
 * in epoch milliseconds). Core validates them ({@link validatePresaleDraft}) and turns them into
 * base units ({@link toPresaleTerms}); the screens only render.
 */
export type PresaleDraft = {
  mode: PresaleMode
  token: string
  /** The sold token's decimals, read from the chain once `token` is a token. */
  tokenDecimals: number | undefined
  /**
   * Whether the token is a TokenBox inscription token (a tick made with Inscription Token), read
   * from the chain once `token` is a token: a rune presale sells such a tick's tokens.
   */
  tokenIsInscription?: boolean | undefined
  /** Standard / rune: one; advanced: one or more. Multi-period and fair launch: one (the coin). */
  payCoins: PayCoinDraft[]
  /** Multi-period mode only. */
  phases: PhaseDraft[]
  /** Fair launch: the tokens split by share of the raise. */
  fairLaunchTokens: string
  /** Whole coins (the first pay coin's); the contract keeps rate modes' caps in tokens. */
  softCap: string
  /** Standard, advanced, rune (multi-period: the phases' caps add up; fair launch: none). */
  hardCap: string
  /** Per purchase. */
  minBuy: string
  /** Per buyer, cumulative over all their buys; '' means no maximum. */
  maxBuy: string
  startTime: number | undefined
  endTime: number | undefined
  /** Share of the raise added to the pool, percent. */
  liquidityPercent: string
  /** Whole tokens per whole coin the pool opens at (standard, rune, multi-period; advanced: per coin). */
  listingRate: string
  router: string
  lpLockDays: number | undefined
  unsold: UnsoldFate
  claimMode: ClaimMode
  vestingStart: number | undefined
  /** Days between releases. */
  vestingIntervalDays: number | undefined
  /** Percent released at the start and at each interval. */
  vestingPercent: string
  /** Contributors may withdraw before the end, less the penalty (not with claim mode immediately). */
  emergencyWithdraw: boolean
  emergencyPenaltyPercent: string
  /** Days after the end anyone may finalize; after them, if nobody did, everyone refunds. */
  finalizeGraceDays: number | undefined
  whitelist: boolean
  tiers: WhitelistTierDraft[]
  /** A whitelisted sale opens to everyone from this time (ms); undefined: whitelist to the end. */
  publicTime: number | undefined
  bindBeforeBuy: boolean
  /** Percent per generation, first generation first (up to six). */
  inviteRates: string[]
  /** Team tokens locked through the chain's token locker (optional). */
  teamTokens: string
  teamUnlockDays: number | undefined
}

/** The draft every screen starts from, the way the launchpads prefill it: a week from in an hour. */
export function defaultPresaleDraft(mode: PresaleMode, nowMs: number, creator?: Address): PresaleDraft {
  const hour = 3_600_000
  const day = 24 * hour
  return {
    mode,
    token: '',
    tokenDecimals: undefined,
    payCoins: [{ token: zeroAddress, symbol: '', decimals: 18, rate: '1000', listingRate: '800' }],
    phases:
      mode === 'multiPeriod'
        ? [
            { rate: '1200', hardCap: '10', startTime: nowMs + hour, endTime: nowMs + 3 * day },
            { rate: '1000', hardCap: '20', startTime: nowMs + 3 * day, endTime: nowMs + 7 * day },
          ]
        : [],
    fairLaunchTokens: '1000000',
    softCap: '10',
    hardCap: '50',
    minBuy: '0.1',
    maxBuy: mode === 'fairLaunch' ? '' : '5',
    startTime: nowMs + hour,
    endTime: nowMs + 7 * day,
    liquidityPercent: '60',
    listingRate: '800',
    router: '',
    lpLockDays: 365,
    unsold: 'refund',
    claimMode: 'atEnd',
    vestingStart: nowMs + 8 * day,
    vestingIntervalDays: 30,
    vestingPercent: '25',
    emergencyWithdraw: true,
    emergencyPenaltyPercent: '10',
    finalizeGraceDays: 7,
    whitelist: false,
    tiers: [{ addresses: creator ?? '', startTime: nowMs + hour }],
    publicTime: undefined,
    bindBeforeBuy: false,
    inviteRates: [],
    teamTokens: '',
    teamUnlockDays: 180,
  }
}

/** Whether the mode sells at a rate (everything but the fair launch). */
export function hasRate(mode: PresaleMode): boolean {
  return mode !== 'fairLaunch'
}
