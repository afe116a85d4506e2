import { formatUnits } from 'viem'
import { toPlainDecimal } from './toPlainDecimal.ts'

export type TruncateAmountOptions = {
  /** When `value` is a bigint, the number of decimals it is scaled by (a token's `decimals`). Default 0. */
  decimals?: number
}

/**
 * Cuts an amount to at most `digits` fractional digits. It never rounds: showing a user more
 * than they hold (0.99999 shown as 1) would let them try to send what they do not have.
 * Trailing fractional zeros are dropped; non-numeric input gives empty text.
 *
 * @param value A decimal string, a number, or a bigint scaled by `options.decimals`.
 * @param digits How many fractional digits to keep (0 keeps the integer part only).
 *
 * @example
 * truncateAmount('1.23456', 2) // '1.23'
 * truncateAmount('-0.009', 2) // '0'
 * truncateAmount(1234567n, 2, { decimals: 6 }) // '1.23'
 * truncateAmount('abc', 2) // ''
 */
export function truncateAmount(
  value: string | number | bigint,
  digits: number,
  options: TruncateAmountOptions = {},
): string {
  const text = typeof value === 'bigint' ? formatUnits(value, options.decimals ?? 0) : value
  const plain = toPlainDecimal(text)
  if (plain === undefined) return ''
  const keep = Math.max(0, Math.floor(digits))
  const [integer = '0', fraction = ''] = plain.split('.')
  const kept = fraction.slice(0, keep).replace(/0+$/, '')
  const result = kept ? `${integer}.${kept}` : integer
  return result === '-0' ? '0' : result
}
