import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'

/**
 * An amount in whole units with thousands separators and at most `digits` decimals, truncated
 * (never rounded up: a balance is never shown larger than it is). Dust below the last digit shows
 * as `<0.000001`, not as an empty-looking 0.
 *
 * @example
 * formatAmount(1_234_567_891n, 6) // '1,234.567891'
 * formatAmount(1_000_000_000n, 18) // '<0.000001'
 */
export function formatAmount(value: bigint, decimals: number, digits = 6): string {
  const text = formatTokenAmount(value, decimals, digits)
  return value > 0n && text === '0' ? `<0.${'0'.repeat(Math.max(digits - 1, 0))}1` : text
}

/**
 * A private key as the screen shows it: only its last four digits, enough to tell rows apart,
 * far too little to matter.
 *
 * @example
 * maskKey('0xac09…ff80') // '0x••••••••ff80'
 */
export function maskKey(privateKey: string): string {
  return `0x••••••••${privateKey.slice(-4)}`
}
