import { formatUnits } from 'viem'

/**
 * A gas price in wei as a number of gwei for people: two decimals from 1 gwei up (`12.35`),
 * three significant digits below it (`0.00123`, the L2s' usual prices), digits grouped and
 * decimals marked the way `language` writes them. Zero is `0`.
 *
 * @example
 * formatGwei(1_234_567_890n, 'en') // '1.23'
 * formatGwei(1_234_567n, 'en') // '0.00123'
 * formatGwei(12_345_000_000_000n, 'es') // '12.345'
 */
export function formatGwei(wei: bigint, language: string): string {
  const gwei = Number(formatUnits(wei, 9))
  const options: Intl.NumberFormatOptions =
    gwei >= 1 || gwei === 0 ? { maximumFractionDigits: 2 } : { maximumSignificantDigits: 3 }
  return new Intl.NumberFormat(language, options).format(gwei)
}
