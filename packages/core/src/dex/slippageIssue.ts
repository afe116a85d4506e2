/** The most slippage the exchange accepts: beyond it a trade is a gift to whoever front-runs it. */
export const maxSlippageBps = 5_000

/**
 * How a slippage setting reads: `invalid` (not a number, negative, above the maximum), `low`
 * (under 0.05%: the trade is likely to fail on any price move), `high` (above 5%: likely to be
 * front-run), or fine.
 *
 * @example
 * slippageIssue(1_000) // 'high'
 */
export function slippageIssue(bps: number): 'invalid' | 'low' | 'high' | undefined {
  if (!Number.isFinite(bps) || bps < 0 || bps > maxSlippageBps) return 'invalid'
  if (bps < 5) return 'low'
  if (bps > 500) return 'high'
  return undefined
}
