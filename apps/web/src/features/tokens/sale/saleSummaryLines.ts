import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { checkSaleFigures, saleReserves } from '@tokenbox/core/tokens/sale/checkSaleFigures.ts'
import {
  coinDecimals,
  launchWindowDays,
  type SaleFormValues,
  saleFiguresOf,
} from '@tokenbox/core/tokens/sale/saleFormValues.ts'
import type { TFunction } from 'i18next'
import { formatUnits } from 'viem'
import type { SummaryLine } from '../../../app/summary/SummaryLineList.tsx'

/**
 * The live summary: what the owner can and cannot do, and where every token and every coin goes
 * (allocation, sale reserve, liquidity reserve, the coin to the pool and to the creator, unsold
 * burned, refunds), in the user's number format.
 */
export function saleSummaryLines(
  values: Partial<SaleFormValues>,
  context: { t: TFunction; language: string; coin: string; dex: string | undefined },
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
    allocation > 0n
      ? {
          id: 'allocation',
          tone: 'warn',
          text: t('sale.summary.allocation', {
            amount: tokens(allocation),
            symbol,
            share: share(allocation),
          }),
        }
      : { id: 'allocation', tone: 'ok', text: t('sale.summary.noAllocation') },
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
  const lpFate =
    values.lpMode === 'burn'
      ? t('sale.summary.lpBurned')
      : t('sale.summary.lpLocked', {
          days: formatLocaleDecimal(String(values.lpLockDays ?? 0), language),
          count: values.lpLockDays ?? 0,
        })
  lines.push({
    id: 'liquidityReserve',
    tone: 'info',
    text: t('sale.summary.liquidityReserve', {
      amount: tokens(poolTokens),
      symbol,
      share: share(poolTokens),
      percent: percent(BigInt(figures.liquidityBps)),
      coin,
      dex: context.dex ?? '—',
      lp: lpFate,
    }),
  })
  lines.push({
    id: 'toCreator',
    tone: figures.liquidityBps < 10_000 ? 'warn' : 'ok',
    text: t('sale.summary.toCreator', { percent: percent(BigInt(10_000 - figures.liquidityBps)), coin }),
  })
  lines.push({ id: 'unsold', tone: 'ok', text: t('sale.summary.unsold') })
  lines.push(
    figures.softCap > 0n
      ? {
          id: 'softCap',
          tone: 'ok',
          text: t('sale.summary.softCap', { softCap: coins(figures.softCap), coin }),
        }
      : { id: 'softCap', tone: 'warn', text: t('sale.summary.noSoftCap') },
  )
  lines.push({
    id: 'launchWindow',
    tone: 'ok',
    text: t('sale.summary.launchWindow', { days: launchWindowDays, count: launchWindowDays }),
  })
  lines.push({ id: 'refundsInline', tone: 'info', text: t('sale.summary.refundsInline') })
  return lines
}
