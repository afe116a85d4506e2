import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { useTranslation } from 'react-i18next'
import { formatUnits } from 'viem'

/**
 * The mint screen's figures in the user's locale: `whole` for a token amount in its decimals,
 * `count` for a number of mints or minters.
 *
 * @example
 * const { whole, count } = useInscriptionNumbers()
 * whole(progress.totalSupply, progress.decimals) // "1,500"
 */
export function useInscriptionNumbers() {
  const { i18n } = useTranslation()
  const whole = (value: bigint, decimals: number) =>
    formatLocaleDecimal(formatUnits(value, decimals), i18n.language) ?? formatUnits(value, decimals)
  const count = (value: bigint) => formatLocaleDecimal(value.toString(), i18n.language)
  return { whole, count }
}
