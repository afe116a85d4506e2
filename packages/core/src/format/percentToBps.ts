import { parseUnits } from 'viem'

/** A percent typed with up to two decimals: basis points are the contracts' unit. */
export const percentPattern = /^\d{1,3}(\.\d{1,2})?$/

/**
 * A percent as basis points; empty text is 0. Call only with text that matched
 * {@link percentPattern} (a third decimal would be rounded by parseUnits).
 *
 * @example
 * percentToBps('2.5') // 250
 * percentToBps('0.01') // 1
 */
export function percentToBps(percent: string): number {
  return Number(parseUnits(percent.trim() || '0', 2))
}
