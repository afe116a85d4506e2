import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import {
  checkFairLaunchFigures,
  fairLaunchStatedSupply,
} from '@tokenbox/core/tokens/fairLaunch/checkFairLaunchFigures.ts'
import {
  type FairLaunchFormValues,
  fairLaunchFiguresOf,
  fairLaunchWindowDays,
} from '@tokenbox/core/tokens/fairLaunch/fairLaunchFormValues.ts'
import { fairLaunchMintCost } from '@tokenbox/core/tokens/fairLaunch/fairLaunchMintCost.ts'
import { formatEther, formatUnits } from 'viem'
import type { SummaryLine } from '../../../app/summary/SummaryLineList.tsx'
import {
  type LaunchSummaryContext,
  launchWindowLine,
  okOrWarnLine,
  raiseSplitLines,
} from '../sale/launchSummaryParts.ts'

/**
 * The live summary: what the creator can and cannot do, the price curve, and where every token
 * and every coin goes, in the user's number format.
 */
export function fairLaunchSummaryLines(
  values: Partial<FairLaunchFormValues>,
  context: LaunchSummaryContext,
): SummaryLine[] {
  const { t, language, coin } = context
  const lines: SummaryLine[] = [
    okOrWarnLine(
      'ownerPowers',
      values.condition !== 'whitelist',
      t('fairLaunch.summary.noPowers'),
      t('fairLaunch.summary.whitelistPower'),
    ),
    { id: 'noAllocation', tone: 'ok', text: t('fairLaunch.summary.noAllocation') },
    { id: 'noTrading', tone: 'info', text: t('fairLaunch.summary.noTrading') },
  ]
  const figures = fairLaunchFiguresOf(values)
  if (!figures || checkFairLaunchFigures(figures)) {
    lines.push({ id: 'figures', tone: 'invalid', text: t('fairLaunch.summary.figuresInvalid') })
    return lines
  }
  const tokens = (value: bigint) => formatLocaleDecimal(formatUnits(value, values.decimals!), language)
  const coins = (value: bigint) => formatLocaleDecimal(formatEther(value), language)
  const percent = (bps: number) => formatLocaleDecimal((bps / 100).toString(), language)
  const count = (value: number) => formatLocaleDecimal(String(value), language)
  const symbol = values.symbol?.trim() || t('summary.tokens')
  lines.push({
    id: 'mints',
    tone: 'info',
    text: t('fairLaunch.summary.mints', {
      amount: tokens(figures.mintAmount),
      symbol,
      mints: count(figures.maxMints),
      perAddress: count(figures.mintsPerAddress),
      supply: tokens(fairLaunchStatedSupply(figures)),
    }),
  })
  if (figures.mintFee === 0n) {
    lines.push({ id: 'freeMint', tone: 'info', text: t('fairLaunch.summary.freeMint') })
  } else {
    const pricing = { mintFee: figures.mintFee, premiumBps: figures.premiumBps, maxMints: figures.maxMints }
    lines.push({
      id: 'price',
      tone: 'info',
      text:
        figures.premiumBps > 0
          ? t('fairLaunch.summary.priceCurve', {
              first: coins(figures.mintFee),
              last: coins(fairLaunchMintCost(pricing, figures.maxMints - 1, 1)),
              premium: percent(figures.premiumBps),
              coin,
            })
          : t('fairLaunch.summary.priceFlat', { first: coins(figures.mintFee), coin }),
    })
    lines.push(
      ...raiseSplitLines(
        context,
        values,
        figures.liquidityBps,
        { id: 'pool', key: 'fairLaunch.summary.pool' },
        'fairLaunch.summary.toCreator',
      ),
    )
    lines.push(
      okOrWarnLine(
        'refund',
        figures.refundBps > 0,
        t('fairLaunch.summary.refund', { percent: percent(figures.refundBps), coin }),
        t('fairLaunch.summary.noRefund'),
      ),
    )
    lines.push(launchWindowLine(t, 'fairLaunch.summary.launchWindow', fairLaunchWindowDays))
  }
  lines.push({
    id: 'vesting',
    tone: 'info',
    text:
      values.vesting === 'linear'
        ? t('fairLaunch.summary.vestingLinear', {
            days: count(values.vestingDays ?? 0),
            count: values.vestingDays ?? 0,
          })
        : t('fairLaunch.summary.vestingImmediate'),
  })
  return lines
}
