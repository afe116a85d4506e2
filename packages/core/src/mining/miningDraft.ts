/**
 * The mining screens (spec 000 section 2): `/mi/st` Free Mine (with Lock Mine beside it: the spec
 * names a Lock Mine title but no path of its own), `/mi/ch` Halved Mine, `/mi/pr` Advanced Mine and
 * `/mi/pl` LP mining, where any kind stakes an LP token.
 */
export type MiningScreen = 'free' | 'halving' | 'advanced' | 'lp'

/** The pool kinds of the contract (`MiningKind`), by name. */
export type MiningPoolKind = 'free' | 'lock' | 'halving' | 'advanced'

export const miningPoolKinds: readonly MiningPoolKind[] = ['free', 'lock', 'halving', 'advanced']

/** A lock period as typed: whole days (0: no lock) and the reward multiple (`1.5` = 1.5x). */
export type LockOptionDraft = { days: number | undefined; multiple: string }

/**
 * The create form's values as the user typed them (amounts as decimal text in whole units, times in
 * epoch milliseconds, periods in days). Core validates them ({@link validateMiningDraft}) and turns
 * them into `MiningFactory.createPool`'s argument ({@link toMiningConfig}); the screens only render.
 *
 * Rates: the contract pays rewards PER SECOND (block times are irregular on several chains, so a
 * per-block rate would change the daily emission); people think in days, so the form takes the
 * reward per day and sends `per day / 86,400` per second (rounded down; the summary shows the
 * exact daily figure that results).
 */
export type MiningDraft = {
  kind: MiningPoolKind
  /** LP mining: the stake token must be a pair its own factory lists (the lock tool's LP check). */
  lp: boolean
  stakeToken: string
  /** Read from the chain once `stakeToken` is a token. */
  stakeDecimals: number | undefined
  /** Read with the decimals: whether the stake token is a pair its factory lists. */
  stakeIsLp: boolean | undefined
  rewardToken: string
  rewardDecimals: number | undefined
  /** Whole reward tokens a day, before any halving. */
  rewardPerDay: string
  /** Whole reward tokens deposited at creation (0: anyone tops up later). */
  rewardFund: string
  /** Undefined: rewards start as soon as the pool exists. */
  startTime: number | undefined
  /** Undefined: no scheduled end (the pool runs while its fund lasts; the creator may set an end later). */
  endTime: number | undefined
  /** Lock and Advanced pools. */
  lockOptions: LockOptionDraft[]
  /** Whether a locked stake may leave before its unlock, paying the penalty. */
  earlyExit: boolean
  earlyExitPenaltyPercent: string
  /** Halving and Advanced pools: the rate halves every N days (undefined: never automatically). */
  halvingIntervalDays: number | undefined
  /** Halving and Advanced pools: the creator may halve the rate (at most once a day). */
  manualHalving: boolean
  /** Advanced: the smallest stake a position may hold ('' or 0: none). */
  minStake: string
  /** Advanced: only whitelisted addresses may stake. */
  whitelistOnly: boolean
  /** Advanced: the first whitelist, one address a line (stored right after creation). */
  whitelist: string
  /** Advanced: share of the emission paid to team power, percent ('' or 0: no team power). */
  teamSharePercent: string
}

/** The kind a screen creates first (Free Mine's screen also offers Lock; LP mining any kind). */
export function defaultMiningKind(screen: MiningScreen): MiningPoolKind {
  return screen === 'halving' ? 'halving' : screen === 'advanced' ? 'advanced' : 'free'
}

/**
 * The draft every screen starts from: a 30-day pool paying 1,000 tokens a day, the spec's lock
 * period examples (30, 60 and 180 days) at 1x, 1.5x and 2x, halving every 7 days.
 *
 * @example
 * defaultMiningDraft('lp', 'lock', Date.now())
 */
export function defaultMiningDraft(screen: MiningScreen, kind: MiningPoolKind, nowMs: number): MiningDraft {
  const day = 86_400_000
  return {
    kind,
    lp: screen === 'lp',
    stakeToken: '',
    stakeDecimals: undefined,
    stakeIsLp: undefined,
    rewardToken: '',
    rewardDecimals: undefined,
    rewardPerDay: '1000',
    rewardFund: '30000',
    startTime: undefined,
    endTime: nowMs + 30 * day,
    lockOptions:
      kind === 'lock' || kind === 'advanced'
        ? [
            { days: 30, multiple: '1' },
            { days: 60, multiple: '1.5' },
            { days: 180, multiple: '2' },
          ]
        : [],
    earlyExit: false,
    earlyExitPenaltyPercent: '10',
    halvingIntervalDays: kind === 'halving' || kind === 'advanced' ? 7 : undefined,
    manualHalving: false,
    minStake: '',
    whitelistOnly: false,
    whitelist: '',
    teamSharePercent: kind === 'advanced' ? '10' : '',
  }
}

/** Which setting groups a kind carries (the contract's `_checkKind`). */
export function miningKindCarries(kind: MiningPoolKind): {
  locks: boolean
  halving: boolean
  advanced: boolean
} {
  return {
    locks: kind === 'lock' || kind === 'advanced',
    halving: kind === 'halving' || kind === 'advanced',
    advanced: kind === 'advanced',
  }
}
