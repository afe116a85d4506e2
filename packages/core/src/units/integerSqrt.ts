/**
 * The integer square root, rounded down (Newton's method on bigints), as Uniswap V2 takes it for
 * a pool's first liquidity and V3 for a price: the pool quotes, the sale and fair-launch figures
 * and the tests that start a V3 pool share this one.
 *
 * @example
 * integerSqrt(10n) // 3n
 * integerSqrt(10n ** 36n) // 10n ** 18n
 */
export function integerSqrt(value: bigint): bigint {
  if (value < 0n) throw new RangeError('integerSqrt of a negative number')
  if (value < 2n) return value
  let x = value
  let y = (x + 1n) / 2n
  while (y < x) {
    x = y
    y = (x + value / x) / 2n
  }
  return x
}
