/** The figures of `BeanPool.poolInfo()` the honesty panel turns into ratios (base units of the coin). */
export type BeanPoolFigures = { balance: bigint; owedNow: bigint; payoutPerDay: bigint }

/** What the page states live, before any deposit. */
export type BeanPoolHealth = {
  /**
   * Balance over what depositors could withdraw now, in basis points (10,000 = fully covered);
   * undefined while nobody is owed anything.
   */
  coverageBps: bigint | undefined
  /**
   * Whole days the balance keeps paying at today's payout if no one deposits: what is left after
   * everything owed now is withdrawn, over the payout per day. 0 when the balance no longer covers
   * what is owed; undefined while nothing is paid out.
   */
  daysLeft: bigint | undefined
}

/**
 * The pool's coverage and the days its balance lasts without new deposits. The contract's
 * simulation test (`BeanPool.t.sol`, growth and run-out) checks that a pool whose depositors
 * withdraw everything runs out within these days.
 *
 * @example
 * beanPoolHealth({ balance: 5_000n, owedNow: 1_000n, payoutPerDay: 400n }) // { coverageBps: 50000n, daysLeft: 10n }
 */
export function beanPoolHealth({ balance, owedNow, payoutPerDay }: BeanPoolFigures): BeanPoolHealth {
  return {
    coverageBps: owedNow === 0n ? undefined : (balance * 10_000n) / owedNow,
    daysLeft: payoutPerDay === 0n ? undefined : balance > owedNow ? (balance - owedNow) / payoutPerDay : 0n,
  }
}
