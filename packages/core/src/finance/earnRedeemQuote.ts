/** How one stake can leave now. */
export type EarnRedeemQuote =
  | { state: 'redeemed' }
  /** Matured: the amount and the whole promised reward. */
  | { state: 'matured'; paid: bigint; reward: bigint }
  /** Before maturity, where the pool allows it: the amount less the fee, no reward. */
  | { state: 'early'; paid: bigint; fee: bigint }
  /** Before maturity in a pool without early redemption (the spec's null value). */
  | { state: 'locked' }

/**
 * What redeeming a stake pays at `now` (unix seconds, the chain's clock), as EarnPool.redeem pays
 * it: shown on the stake's row before the user confirms.
 *
 * @example
 * earnRedeemQuote({ amount: 3_650n, reward: 360n, maturity: 200n, redeemed: false }, { earlyRedemption: true, earlyFeeBps: 500 }, 100n)
 * // { state: 'early', paid: 3468n, fee: 182n }
 */
export function earnRedeemQuote(
  stake: { amount: bigint; reward: bigint; maturity: bigint; redeemed: boolean },
  pool: { earlyRedemption: boolean; earlyFeeBps: number },
  now: bigint,
): EarnRedeemQuote {
  if (stake.redeemed) return { state: 'redeemed' }
  if (now >= stake.maturity)
    return { state: 'matured', paid: stake.amount + stake.reward, reward: stake.reward }
  if (!pool.earlyRedemption) return { state: 'locked' }
  const fee = (stake.amount * BigInt(pool.earlyFeeBps)) / 10_000n
  return { state: 'early', paid: stake.amount - fee, fee }
}
