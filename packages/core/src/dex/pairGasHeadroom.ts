/**
 * Gas added beyond the estimate x 1.1 to a call for each UniswapV2-style pair it trades through,
 * mints or burns on. A pair brings its two price accumulators up to date in its first update of
 * a later second only, and a node estimates on the latest block's timestamp: when that block
 * touched the pair (created it, added to it, traded on it), the estimate skips the two writes
 * and the block the call lands in, one second later, runs them. On a pool that never had them
 * (a new pair, whose first mint found no reserves) they are writes from zero: 2 x 22,100 gas,
 * about 44,200 with the arithmetic, far over the 10% margin of a 110,000-gas swap or a
 * 230,000-gas removal. Such a removal ran out of gas in the core tests on a loaded machine
 * (liquidityPositions.test.ts, "a pair's price update the estimate did not see"), and so did
 * direct swaps in the browser tests. Only gas used is paid; the wallet needs the limit's worth
 * of coin.
 *
 * @example
 * call({ address: router, abi, functionName: 'swapExactTokensForTokens', args, gasHeadroom: pairGasHeadroom(path.length - 1) })
 */
export const pairUpdateGasHeadroom = 50_000n

/** The headroom of a call that touches `pairs` pairs (see {@link pairUpdateGasHeadroom}). */
export function pairGasHeadroom(pairs: number): bigint {
  return pairUpdateGasHeadroom * BigInt(Math.max(pairs, 0))
}
