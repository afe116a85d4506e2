import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { checkSaleFigures, saleReserves } from '@tokenbox/core/tokens/sale/checkSaleFigures.ts'
import {
  coinDecimals,
  launchWindowDays,
  type SaleFormValues,
  saleFiguresOf,
} from '@tokenbox/core/tokens/sale/saleFormValues.ts'
import { formatUnits } from 'viem'
import type { SummaryLine } from '../../../app/summary/SummaryLineList.tsx'
import {
  type LaunchSummaryContext,
  launchWindowLine,
  okOrWarnLine,
  raiseSplitLines,
} from './launchSummaryParts.ts'

/**
 * The live summary: what the owner can and cannot do, and where every token and every coin goes
 * (allocation, sale reserve, liquidity reserve, the coin to the pool and to the creator, unsold
 * burned, refunds), in the user's number format.
 */
export function saleSummaryLines(
  values: Partial<SaleFormValues>,
  context: LaunchSummaryContext,
): SummaryLine[] {
  const { t, language, coin } = context
  const lines: SummaryLine[] = [
    { id: 'ownerPowers', tone: 'ok', text: t('sale.summary.ownerPowers') },
    { id: 'noTrading', tone: 'info', text: t('sale.summary.noTrading') },
  ]
  const figures = saleFiguresOf(values)
  if (!figures || checkSaleFigures(figures)) {
    lines.push({ id: 'figures', tone: 'invalid', text: t('sale.summary.figuresInvalid') })
    return lines
  }
  const decimals = values.decimals!
  const tokens = (value: bigint) => formatLocaleDecimal(formatUnits(value, decimals), language)
  const coins = (value: bigint) => formatLocaleDecimal(formatUnits(value, coinDecimals), language)
  const symbol = values.symbol?.trim() || t('summary.tokens')
  const percent = (bps: bigint) => formatLocaleDecimal((Number(bps) / 100).toString(), language)
  const { saleTokens, poolTokens, allocation } = saleReserves(figures)
  const share = (part: bigint) => percent((part * 10_000n) / figures.totalSupply)
  lines.push(
    okOrWarnLine(
      'allocation',
      allocation === 0n,
      t('sale.summary.noAllocation'),
      t('sale.summary.allocation', { amount: tokens(allocation), symbol, share: share(allocation) }),
    ),
  )
  lines.push({
    id: 'saleReserve',
    tone: 'info',
    text: t('sale.summary.saleReserve', {
      amount: tokens(saleTokens),
      symbol,
      share: share(saleTokens),
      price: tokens(figures.tokensPerCoin),
      coin,
      hardCap: coins(figures.hardCap),
      min: coins(figures.minContribution),
      max: coins(figures.maxContribution),
    }),
  })
  lines.push(
    ...raiseSplitLines(
      context,
      values,
      figures.liquidityBps,
      {
        id: 'liquidityReserve',
        key: 'sale.summary.liquidityReserve',
        params: { amount: tokens(poolTokens), symbol, share: share(poolTokens) },
      },
      'sale.summary.toCreator',
    ),
  )
  lines.push({ id: 'unsold', tone: 'ok', text: t('sale.summary.unsold') })
  lines.push(
    okOrWarnLine(
      'softCap',
      figures.softCap > 0n,
      t('sale.summary.softCap', { softCap: coins(figures.softCap), coin }),
      t('sale.summary.noSoftCap'),
    ),
  )
  lines.push(launchWindowLine(t, 'sale.summary.launchWindow', launchWindowDays))
  lines.push({ id: 'refundsInline', tone: 'info', text: t('sale.summary.refundsInline') })
  return lines
}
