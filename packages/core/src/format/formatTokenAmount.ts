import { formatUnits } from 'viem'
import { groupDecimal } from './groupDecimal.ts'

export type FormatTokenAmountOptions = {
  /** The language whose separators to write (groupDecimal); default the interface language (numberLanguage.ts). */
  language?: string | undefined
  /**
   * Round half up to `maxDecimals` instead of truncating: for a derived estimate (what an LP share
   * holds, a value in the quote token), where 0.9999999 is 1 that lost a unit to integer division.
   * Balances and amounts a user can send stay truncated (never show more than there is).
   */
  round?: boolean | undefined
  /**
   * With `round`: at most this many significant digits (never more decimals than `maxDecimals`),
   * so an estimate reads 3,000 rather than 2,999.999999 of a 6-decimal token.
   */
  significant?: number | undefined
  /**
   * A non-zero amount that `maxDecimals` would write as 0 is written with every decimal it has:
   * for an allowance or a grant, where 1,000 base units of an 18-decimal token is still a
   * permission and "0" would say there is none.
   */
  exactWhenTiny?: boolean | undefined
}

/**
 * A token amount in whole tokens, grouped as `language` writes numbers, with at most
 * `maxDecimals` decimals (truncated unless `round`), trailing zeros dropped: the amount formatter
 * of every screen and the extension.
 *
 * @example
 * formatTokenAmount(1_234_567_891_000_000_000_000n, 18) // '1,234.567891'
 * formatTokenAmount(1_234_567_891_000_000_000_000n, 18, 2, { language: 'es' }) // '1234,56'
 * formatTokenAmount(999_999_999_999_999_999n, 18, 6, { round: true }) // '1'
 * formatTokenAmount(2_999_999_999n, 6, 6, { round: true, significant: 6 }) // '3,000'
 * formatTokenAmount(1_000n, 18, 6, { exactWhenTiny: true }) // '0.000000000000001'
 */
export function formatTokenAmount(
  value: bigint,
  decimals: number,
  maxDecimals = 6,
  options: FormatTokenAmountOptions = {},
): string {
  if (options.exactWhenTiny && value !== 0n) {
    const short = formatTokenAmount(value, decimals, maxDecimals, { ...options, exactWhenTiny: false })
    if (/^-?0$/.test(short))
      return formatTokenAmount(value, decimals, decimals, { language: options.language })
    return short
  }
  const negative = value < 0n
  let magnitude = negative ? -value : value
  let keep = Math.max(0, Math.floor(maxDecimals))
  if (options.round && options.significant !== undefined && magnitude > 0n) {
    const integer = magnitude / 10n ** BigInt(decimals)
    if (integer > 0n) keep = Math.min(keep, Math.max(0, options.significant - integer.toString().length))
    else {
      // 0.000123: the significant digits start after the fraction's leading zeros.
      const fraction = magnitude.toString().padStart(decimals, '0')
      keep = Math.min(keep, fraction.length - fraction.replace(/^0+/, '').length + options.significant)
    }
  }
  if (options.round && decimals > keep) {
    const step = 10n ** BigInt(decimals - keep)
    magnitude = ((magnitude + step / 2n) / step) * step
  }
  const [integer = '0', fraction = ''] = formatUnits(magnitude, decimals).split('.')
  const cut = fraction.slice(0, keep).replace(/0+$/, '')
  const plain = cut ? `${integer}.${cut}` : integer
  return `${negative && plain !== '0' ? '-' : ''}${groupDecimal(plain, options.language)}`
}

/**
 * An amount with every decimal it has (a total supply, a setting), grouped as `language` writes
 * numbers: what Manage Token lists (issue 52: "Total supply 1000000" beside "1,000,000" elsewhere).
 *
 * @example
 * formatFullAmount(1_000_000n * 10n ** 18n, 18, 'en') // '1,000,000'
 * formatFullAmount(1_500_000_000_000_000_001n, 18, 'es') // '1,500000000000000001'
 */
export function formatFullAmount(value: bigint, decimals: number, language?: string): string {
  return formatTokenAmount(value, decimals, decimals, { language })
}
