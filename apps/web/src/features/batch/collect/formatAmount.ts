import { formatUnits } from 'viem'

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
  const [integer = '0', fraction = ''] = formatUnits(value, decimals).split('.')
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const cut = fraction.slice(0, digits).replace(/0+$/, '')
  if (value > 0n && integer === '0' && !cut) return `<0.${'0'.repeat(Math.max(digits - 1, 0))}1`
  return cut ? `${grouped}.${cut}` : grouped
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
