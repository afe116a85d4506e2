import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { percentToBps } from '@tokenbox/core/format/percentToBps.ts'
import {
  type Market314FormValues,
  market314Decimals,
  market314FiguresOf,
  validate314FeeSide,
  validateInvitePercent,
  validateSharePercent,
} from '@tokenbox/core/tokens/market314/market314FormValues.ts'
import { isX314Template, type Market314TemplateId } from '@tokenbox/core/tokens/tokenTemplates.ts'
import type { TFunction } from 'i18next'
import { formatEther, formatUnits } from 'viem'
import type { SummaryLine } from '../../../app/summary/SummaryLineList.tsx'

/**
 * The live summary: what the owner can and cannot do, where the supply goes, the fees, the limits,
 * how trading opens (the owner's locked liquidity, or the sale's launch), in the user's number format.
 */
export function market314SummaryLines(
  template: Market314TemplateId,
  values: Partial<Market314FormValues>,
  context: { t: TFunction; language: string; coin: string },
): SummaryLine[] {
  const { t, language, coin } = context
  const x314 = isX314Template(template)
  const lines: SummaryLine[] = [
    {
      id: 'ownerPowers',
      tone: 'warn',
      text: t(x314 ? 'm314.summary.powersX314' : 'm314.summary.powers', { cap: 25 }),
    },
    { id: 'ownerCannot', tone: 'ok', text: t('m314.summary.cannot') },
  ]
  const figures = market314FiguresOf(template, values)
  if (!figures || validate314FeeSide(values, x314)) {
    lines.push({ id: 'figures', tone: 'invalid', text: t('m314.summary.figuresInvalid') })
    return lines
  }
  const tokens = (value: bigint) => formatLocaleDecimal(formatUnits(value, market314Decimals), language)
  const coins = (value: bigint) => formatLocaleDecimal(formatEther(value), language)
  const percent = (bps: number) => formatLocaleDecimal((bps / 100).toString(), language)
  const symbol = values.symbol?.trim() || t('summary.tokens')
  const saleTokens = figures.sale?.saleTokens ?? 0n
  lines.push({
    id: 'supply',
    tone: 'info',
    text: t(figures.sale ? 'm314.summary.supplySale' : 'm314.summary.supply', {
      supply: tokens(figures.totalSupply),
      reserve: tokens(figures.liquidityTokens),
      sale: tokens(saleTokens),
      owner: tokens(figures.totalSupply - figures.liquidityTokens - saleTokens),
      symbol,
    }),
  })
  lines.push(
    figures.buyFeeBps + figures.sellFeeBps > 0
      ? {
          id: 'fees',
          tone: 'info',
          text: t('m314.summary.fees', {
            buy: percent(figures.buyFeeBps),
            sell: percent(figures.sellFeeBps),
            receiver: values.feeReceiver?.trim() ? values.feeReceiver.trim() : t('m314.summary.you'),
          }),
        }
      : { id: 'fees', tone: 'ok', text: t('m314.summary.noFees') },
  )
  if (figures.maxWallet > 0n)
    lines.push({
      id: 'maxWallet',
      tone: 'info',
      text: t('m314.summary.maxWallet', { amount: tokens(figures.maxWallet), symbol }),
    })
  if (x314) {
    const burn = validateSharePercent(values.burnPercent) ? 0 : percentToBps(values.burnPercent!)
    const invite = validateInvitePercent(values.invitePercent) ? 0 : percentToBps(values.invitePercent!)
    if (burn > 0)
      lines.push({ id: 'burn', tone: 'info', text: t('m314.summary.burn', { percent: percent(burn) }) })
    if (invite > 0)
      lines.push({
        id: 'invite',
        tone: 'info',
        text: t('m314.summary.invite', {
          percent: percent(invite),
          amount: formatLocaleDecimal(values.minBindAmount?.trim() || '0', language),
          symbol,
        }),
      })
    if (values.tradingStart === 'timed' && values.tradingStartsAt)
      lines.push({
        id: 'start',
        tone: 'info',
        text: t('m314.summary.tradingStart', {
          time: formatDateTime(new Date(values.tradingStartsAt), language),
        }),
      })
  }
  if (figures.sale) {
    const sale = figures.sale
    lines.push({
      id: 'sale',
      tone: 'info',
      text: t('m314.summary.sale', {
        price: tokens(sale.tokensPerCoin),
        symbol,
        coin,
        hardCap: coins(sale.hardCap),
        min: coins(sale.minContribution),
        max: coins(sale.maxContribution),
      }),
    })
    // What a coin buys on the market the launch opens, at the hard cap, beside the sale's price:
    // a reserve too large for the pooled coin opens the market cheaper than the buyers paid.
    const poolCoin = (sale.hardCap * BigInt(sale.liquidityBps)) / 10_000n
    if (poolCoin > 0n) {
      const opening = (figures.liquidityTokens * 10n ** 18n) / poolCoin
      lines.push({
        id: 'openingPrice',
        tone: opening > sale.tokensPerCoin ? 'warn' : 'ok',
        text: t(opening > sale.tokensPerCoin ? 'm314.summary.openingCheaper' : 'm314.summary.openingPrice', {
          opening: tokens(opening),
          price: tokens(sale.tokensPerCoin),
          symbol,
          coin,
        }),
      })
    }
    lines.push({
      id: 'launch',
      tone: 'info',
      text: t('m314.summary.launch', {
        percent: percent(sale.liquidityBps),
        coin,
        reserve: tokens(figures.liquidityTokens),
        symbol,
        days: formatLocaleDecimal(String(values.lockDays ?? 0), language),
        count: values.lockDays ?? 0,
        rest: percent(10_000 - sale.liquidityBps),
      }),
    })
    lines.push({
      id: 'refund',
      tone: 'ok',
      text:
        sale.softCap > 0n
          ? t('m314.summary.refund', { softCap: coins(sale.softCap), coin })
          : t('m314.summary.refundNoSoftCap'),
    })
  } else {
    lines.push({ id: 'liquidity', tone: 'info', text: t('m314.summary.liquidity', { coin }) })
  }
  lines.push({ id: 'sameBlock', tone: 'ok', text: t('m314.summary.sameBlock') })
  return lines
}
