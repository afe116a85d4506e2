import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { formatEther, formatUnits } from 'viem'

/**
 * The sale screen's numbers in the reader's language: coin amounts (wei), counts, and the token's
 * amounts at its decimals.
 *
 * @example
 * const { coins, tokens } = saleFormat(i18n.language, sale.decimals)
 */
export function saleFormat(language: string, decimals: number) {
  return {
    coins: (value: bigint) => formatLocaleDecimal(formatEther(value), language),
    count: (value: bigint) => formatLocaleDecimal(value.toString(), language),
    tokens: (value: bigint) => formatLocaleDecimal(formatUnits(value, decimals), language),
  }
}
