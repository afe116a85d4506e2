import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { liquidityLockFloorDays } from '@tokenbox/core/launch/liquidityLockFloor.ts'
import type { SaleState } from '@tokenbox/core/tokens/sale/saleState.ts'
import { Descriptions } from 'antd'
import { useTranslation } from 'react-i18next'
import { formatDuration } from '../../../app/time/formatDuration.ts'
import { saleFormat } from './saleFormat.ts'

/**
 * A sale token's terms and books as a table: buyers, time left by the chain's clock, the price, the
 * limits per address, what happens to the liquidity, the end (until launched) and the connected
 * account's contribution.
 */
export function SaleFactsTable({ sale, coin }: { sale: SaleState; coin: string }) {
  const { t, i18n } = useTranslation(['tokens', 'errors'])
  const { coins, count, tokens } = saleFormat(i18n.language, sale.decimals)
  const lockDays = Math.round(sale.lpLockDuration / 86_400)
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2 }}
      items={[
        {
          key: 'buyers',
          label: t('sale.panel.buyers'),
          children: <span data-testid="sale-buyers">{count(sale.buyerCount)}</span>,
        },
        {
          key: 'left',
          label: t('sale.panel.timeLeft'),
          children: (
            <span data-testid="sale-time-left">
              {sale.phase === 'active' && sale.secondsLeft > 0n
                ? formatDuration(Number(sale.secondsLeft), i18n.language)
                : t(sale.phase === 'trading' ? 'sale.panel.launched' : 'sale.panel.over')}
            </span>
          ),
        },
        {
          key: 'price',
          label: t('sale.form.price'),
          children: t('sale.panel.price', { amount: tokens(sale.tokensPerCoin), symbol: sale.symbol, coin }),
        },
        {
          key: 'limits',
          label: t('sale.panel.limits'),
          children: t('sale.panel.limitsValue', {
            min: coins(sale.minContribution),
            max: coins(sale.maxContribution),
            coin,
          }),
        },
        {
          key: 'liquidity',
          label: t('sale.form.liquidityPercent'),
          children: (
            <span data-testid="sale-liquidity">
              {t(sale.lpLockDuration > 0 ? 'sale.panel.liquidityLocked' : 'sale.panel.liquidityBurned', {
                percent: formatLocaleDecimal((sale.liquidityBps / 100).toString(), i18n.language),
                days: formatLocaleDecimal(String(lockDays), i18n.language),
                count: lockDays,
              })}
              {sale.lpLockDuration > 0 &&
                sale.lockerTrusted !== false &&
                ` · ${t('sale.panel.lockFloor', { count: liquidityLockFloorDays })}`}
            </span>
          ),
        },
        // Once launched the scheduled end means nothing: a date ahead beside "Ended" read as a
        // contradiction (issue 52).
        ...(sale.phase === 'trading'
          ? []
          : [
              {
                key: 'end',
                label: t('sale.form.endTime'),
                children: (
                  <span data-testid="sale-ends-at">
                    {formatDateTime(BigInt(sale.endTime), i18n.language)}
                  </span>
                ),
              },
            ]),
        ...(sale.account && sale.account.coin > 0n
          ? [
              {
                key: 'yours',
                label: t('sale.panel.yours'),
                children: (
                  <span data-testid="sale-yours">
                    {t('sale.panel.yoursValue', {
                      coin: coins(sale.account.coin),
                      symbol: coin,
                      tokens: tokens(sale.account.tokens),
                      token: sale.symbol,
                    })}
                  </span>
                ),
              },
            ]
          : []),
      ]}
    />
  )
}
