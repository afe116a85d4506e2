/** EarnPool.YEAR: rates are simple interest over a 365-day year. */
const yearSeconds = 365n * 86_400n

/**
 * The reward a stake of `amount` is promised for a period of `duration` seconds at `aprBps` a
 * year, rounded down as EarnPool.rewardFor rounds it; `covered` says whether the pool's free fund
 * (`unreserved`) can promise it (the pool refuses the stake otherwise: EarnInsufficientRewardFund).
 *
 * @example
 * earnStakeQuote({ amount: 3_650n, duration: 180 * 86_400, aprBps: 2_000, unreserved: 1_000n })
 * // { reward: 360n, covered: true }
 */
export function earnStakeQuote({
  amount,
  duration,
  aprBps,
  unreserved,
}: {
  amount: bigint
  duration: number
  aprBps: number
  unreserved: bigint
}): { reward: bigint; covered: boolean } {
  const reward = (amount * BigInt(aprBps) * BigInt(duration)) / (10_000n * yearSeconds)
  return { reward, covered: reward <= unreserved }
}
