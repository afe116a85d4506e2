/** An earn period as typed: whole days and the annual rate in percent (`"12.5"`). */
export type EarnPeriodDraft = { days: number | undefined; aprPercent: string }

/**
 * The Earn create form's values as the user typed them (amounts as decimal text in whole tokens).
 * Core validates them ({@link validateEarnDraft}) and turns them into `FinanceFactory.createEarnPool`'s
 * argument ({@link toEarnConfig}); the screens only render.
 *
 * `earlyFeePercent` empty is the spec's "null early-redemption value": early redemption is then
 * impossible. `totalLimit` and `userLimit` empty mean no limit.
 */
export type EarnDraft = {
  token: string
  /** Read from the chain once `token` is a token. */
  decimals: number | undefined
  periods: EarnPeriodDraft[]
  totalLimit: string
  userLimit: string
  earlyFeePercent: string
  /** Whole tokens deposited at creation for the rewards (0: anyone tops up later). */
  rewardFund: string
}

/** EarnPool.sol's limits, checked by the form first. */
export const earnLimits = {
  maxPeriods: 8,
  /** MAX_DURATION: 3 years (the form counts whole days, so at least 1: MIN_DURATION is 1 hour). */
  maxDays: 1095,
  /** MAX_APR_BPS: 1,000% a year; at least 0.01%. */
  maxAprPercent: 1000,
  /** MAX_EARLY_FEE_BPS: 50%. */
  maxEarlyFeePercent: 50,
} as const

/**
 * The draft the Earn screen starts from: the spec's earn periods 7, 30, 90 and 180 days, early
 * redemption off (an empty fee), no limits.
 *
 * @example
 * defaultEarnDraft().periods.map((period) => period.days) // [7, 30, 90, 180]
 */
export function defaultEarnDraft(): EarnDraft {
  return {
    token: '',
    decimals: undefined,
    periods: [
      { days: 7, aprPercent: '5' },
      { days: 30, aprPercent: '8' },
      { days: 90, aprPercent: '12' },
      { days: 180, aprPercent: '20' },
    ],
    totalLimit: '',
    userLimit: '',
    earlyFeePercent: '',
    rewardFund: '',
  }
}
