/**
 * The block ranges of at most `size` blocks that cover `fromBlock` to `toBlock` (both included), in
 * order: one eth_getLogs request each, within what public RPCs answer.
 *
 * @example
 * blockRanges(0n, 25n, 10n) // [[0n, 9n], [10n, 19n], [20n, 25n]]
 */
export function blockRanges(fromBlock: bigint, toBlock: bigint, size: bigint): [bigint, bigint][] {
  if (size <= 0n) throw new RangeError('blockRanges: the size must be above 0')
  const ranges: [bigint, bigint][] = []
  for (let start = fromBlock; start <= toBlock; start += size)
    ranges.push([start, start + size - 1n < toBlock ? start + size - 1n : toBlock])
  return ranges
}
