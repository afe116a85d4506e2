import { formatUnits } from 'viem'

/**
 * A token amount in whole tokens with thousands separators and at most `maxDecimals` decimals
 * (truncated, never rounded up), trailing zeros dropped.
 *
 * @example
 * formatTokenAmount(1_234_567_891_000_000_000_000n, 18) // '1,234.567891'
 */
export function formatTokenAmount(value: bigint, decimals: number, maxDecimals = 6): string {
  const [integer = '0', fraction = ''] = formatUnits(value, decimals).split('.')
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const cut = fraction.slice(0, maxDecimals).replace(/0+$/, '')
  return cut ? `${grouped}.${cut}` : grouped
}
