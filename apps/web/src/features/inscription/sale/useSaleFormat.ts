import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { useTranslation } from 'react-i18next'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'

/**
 * An inscription sale page's numbers in the reader's language: counts, coin amounts (wei, with the
 * chain's coin symbol) and the chain's times.
 *
 * @example
 * const { number, coin, time } = useSaleFormat()
 */
export function useSaleFormat() {
  const { i18n } = useTranslation()
  const { entry } = useConnectedChainEntry()
  const symbol = entry?.nativeCurrency.symbol ?? 'ETH'
  return {
    number: (value: bigint | number) => value.toLocaleString(i18n.language),
    coin: (value: bigint) => `${formatTokenAmount(value, 18, 8)} ${symbol}`,
    time: (seconds: bigint) => formatDateTime(seconds, i18n.language),
  }
}
