/**
 * Spreads `count` mints over `wallets` sub-wallets as evenly as possible: every wallet sends
 * `floor(count / wallets)`, and the first `count % wallets` send one more. With more wallets than
 * mints, the last wallets send none.
 *
 * @example
 * splitMints(10, 4) // [3, 3, 2, 2]
 */
export function splitMints(count: number, wallets: number): number[] {
  if (!Number.isSafeInteger(count) || count < 0)
    throw new RangeError(`count must be a non-negative integer: ${count}`)
  if (!Number.isSafeInteger(wallets) || wallets < 1)
    throw new RangeError(`wallets must be a positive integer: ${wallets}`)
  const base = Math.floor(count / wallets)
  const extra = count % wallets
  return Array.from({ length: wallets }, (_, index) => base + (index < extra ? 1 : 0))
}
