/** Deadline choices in minutes: 1 to 4,320 (three days); 20 by default, as Uniswap's interface. */
export const defaultDeadlineMinutes = 20
export const maxDeadlineMinutes = 4_320

/**
 * The deadline a router call (swap, add or remove liquidity) carries: `minutes` after the later of
 * the chain's newest block and this machine's clock. A chain whose clock runs ahead of the wall
 * clock (a local node moved forward, a chain with a drifting sequencer) would otherwise see a
 * deadline already past and refuse the call; one whose clock lags gets the full window from now.
 *
 * @example
 * const latest = await publicClient.getBlock()
 * swapDeadline(latest.timestamp, settings.deadlineMinutes) // now + 20 minutes, in seconds
 */
export function swapDeadline(
  latestBlockTimestamp: bigint,
  minutes: number,
  nowSeconds: bigint = BigInt(Math.floor(Date.now() / 1000)),
): bigint {
  const start = latestBlockTimestamp > nowSeconds ? latestBlockTimestamp : nowSeconds
  return start + BigInt(Math.round(minutes * 60))
}
