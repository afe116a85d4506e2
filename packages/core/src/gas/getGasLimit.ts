/**
 * The gas limit sent with every transaction: the node's estimate times 1.1, rounded down
 * (spec 000 section 5). The 10 % margin covers state that changes between estimate and
 * inclusion (another transfer moving a balance, a storage slot going from zero to non-zero).
 * Integer math, so large estimates carry no float error.
 *
 * @example
 * getGasLimit(51_603n) // 56_763n
 */
export function getGasLimit(estimate: bigint): bigint {
  return (estimate * 11n) / 10n
}
