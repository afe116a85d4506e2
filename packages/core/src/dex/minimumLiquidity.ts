/**
 * Uniswap V2's MINIMUM_LIQUIDITY: the LP units every pair mints to the zero address at its first
 * deposit (UniswapV2Pair.mint), which nobody holds, so nobody can ever lock, burn or withdraw them.
 * A pool whose every other LP unit is locked therefore shows 99.99...% locked, never 100%.
 */
export const minimumLiquidity = 1000n

/**
 * Whether `part` of a pair's `lpSupply` is all of it except the units the pair itself keeps for
 * ever ({@link minimumLiquidity}): the screens then say why the share is not 100%.
 *
 * @example
 * isAllButMinimumLiquidity(lpSupply - 1000n, lpSupply) // true: everything anyone could lock
 * isAllButMinimumLiquidity(lpSupply / 2n, lpSupply) // false
 */
export function isAllButMinimumLiquidity(part: bigint, lpSupply: bigint): boolean {
  return part < lpSupply && lpSupply - part <= minimumLiquidity
}
