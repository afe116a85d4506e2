import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { formatFullAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import type { TemplateDetails } from '@tokenbox/core/tokens/readTokenDetails.ts'
import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import { formatInterval } from '../formatInterval.ts'

/** One row of the token's details. */
export type DetailItem = { key: string; label: string; children: ReactNode }

/** The compound template's schedule, rebase state, fees and pair. */
export function compoundItems(
  details: TemplateDetails<'compound' | 'compoundSale'>,
  t: TFunction,
  language: string,
  date: (seconds: bigint) => string,
  yesNo: (on: unknown) => ReactNode,
): DetailItem[] {
  const { settings } = details
  const ratePercent = (Number(settings.rate) / Number(settings.RATE_DENOMINATOR)) * 100
  const amount = (value: bigint) => formatFullAmount(value, details.decimals, language)
  const next = settings.nextRebaseAt
  return [
    {
      key: 'growth',
      label: t('manage.growth'),
      children: t('manage.growthValue', {
        rate: ratePercent,
        interval: formatInterval(Number(settings.interval), language),
      }),
    },
    { key: 'startTime', label: t('form.startTime'), children: date(settings.startTime) },
    { key: 'maxSupply', label: t('form.maxSupply'), children: amount(settings.maxSupply) },
    { key: 'autoRebase', label: t('form.autoRebase'), children: yesNo(settings.autoRebase) },
    { key: 'epoch', label: t('manage.epoch'), children: String(settings.epoch) },
    {
      key: 'nextRebase',
      label: t('manage.nextRebase'),
      children: settings.compoundingEnded || next === 0n ? t('manage.compoundingEnded') : date(next),
    },
    {
      key: 'tradeFees',
      label: t('manage.tradeFees'),
      children: t('manage.tradeFeesValue', {
        buy: Number(settings.buyFeeBps) / 100,
        sell: Number(settings.sellFeeBps) / 100,
        cap: Number(settings.MAX_TOTAL_FEE_BPS) / 100,
      }),
    },
    {
      key: 'marketingWallet',
      label: t('form.marketingWallet'),
      children: formatAddress(settings.marketingWallet),
    },
    {
      key: 'pair',
      label: t('manage.pair'),
      children: <span data-testid="manage-pair">{settings.pair}</span>,
    },
  ]
}
