import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import type { SaleState } from '@tokenbox/core/tokens/sale/saleState.ts'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { FactsTable } from '../../../app/layout/FactsTable.tsx'
import { formatDuration } from '../../../app/time/formatDuration.ts'
import { liquidityFateText } from './liquidityFateText.ts'
import { saleFormat } from './saleFormat.ts'
import { saleTermFacts } from './saleTermFacts.ts'

/**
 * A sale token's terms and books as a table: buyers, time left by the chain's clock, the price, the
 * limits per address, what happens to the liquidity, the end (until launched) and the connected
 * account's contribution.
 */
export function SaleFactsTable({ sale, coin }: { sale: SaleState; coin: string }) {
  const { t, i18n } = useTranslation(['tokens', 'errors'])
  const { coins, count, tokens } = saleFormat(i18n.language, sale.decimals)
  const terms = saleTermFacts(t as TFunction, { coins, tokens, coin, symbol: sale.symbol }, sale)
  return (
    <FactsTable
      facts={[
        { ...terms.buyers, value: count(sale.buyerCount), testId: 'sale-buyers' },
        {
          ...terms.timeLeft,
          value:
            sale.phase === 'active' && sale.secondsLeft > 0n
              ? formatDuration(Number(sale.secondsLeft), i18n.language)
              : t(sale.phase === 'trading' ? 'sale.panel.launched' : 'sale.panel.over'),
          testId: 'sale-time-left',
        },
        terms.price,
        terms.limits,
        {
          key: 'liquidity',
          label: t('sale.form.liquidityPercent'),
          value: liquidityFateText(t as TFunction, i18n.language, sale),
          testId: 'sale-liquidity',
        },
        // Once launched the scheduled end means nothing: a date ahead beside "Ended" read as a
        // contradiction (issue 52).
        sale.phase !== 'trading' && {
          key: 'end',
          label: t('sale.form.endTime'),
          value: formatDateTime(BigInt(sale.endTime), i18n.language),
          testId: 'sale-ends-at',
        },
        sale.account &&
          sale.account.coin > 0n && {
            key: 'yours',
            label: t('sale.panel.yours'),
            value: t('sale.panel.yoursValue', {
              coin: coins(sale.account.coin),
              symbol: coin,
              tokens: tokens(sale.account.tokens),
              token: sale.symbol,
            }),
            testId: 'sale-yours',
          },
      ]}
    />
  )
}
