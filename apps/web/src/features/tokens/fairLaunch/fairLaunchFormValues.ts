import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import type { FieldIssue } from '@tokenbox/core/forms/fieldIssues.ts'
import { validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import type {
  FairLaunchConditionName,
  FairLaunchTokenParameters,
} from '@tokenbox/core/tokens/createTokenDeployStep.ts'
import {
  checkFairLaunchFigures,
  type FairLaunchFigures,
  type FairLaunchFiguresIssue,
  fairLaunchStatedSupply,
} from '@tokenbox/core/tokens/fairLaunch/checkFairLaunchFigures.ts'
import { fairLaunchMintCost } from '@tokenbox/core/tokens/fairLaunch/fairLaunchMintCost.ts'
import { validateDecimals } from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import type { TFunction } from 'i18next'
import {
  type Address,
  formatEther,
  formatUnits,
  getAddress,
  isAddress,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem'
import type { SummaryLine } from '../../../app/summary/SummaryLineList.tsx'

/** The contract's MAX_MINT_DURATION: minting ends within a year of the creation. */
export const maxMintSeconds = 365 * 86_400
/** The contract's LAUNCH_WINDOW, in days. */
export const fairLaunchWindowDays = 30
/** Days at most for the LP lock and the vesting (the contract's 100 years). */
export const maxLockDays = 36_500

/** What the create form holds, as typed (coin in whole coins, tokens in whole tokens, rates in %). */
export type FairLaunchFormValues = {
  name: string
  symbol: string
  decimals: number
  mode: 'crowdfunding' | 'freeMint'
  mintAmount: string
  mintFee: string
  mintsPerAddress: number
  maxMints: number
  /** Epoch milliseconds. */
  endTime: number | undefined
  premiumPercent: string
  refundPercent: string
  liquidityPercent: string
  condition: FairLaunchConditionName
  conditionToken: string
  conditionAmount: string
  vesting: 'immediate' | 'linear'
  vestingDays: number
  router: string
  lpMode: 'lock' | 'burn'
  lpLockDays: number
}

/** A small crowdfunded fair launch: 1,000 mints of 1,000 tokens from 0.01 coin, a week, 60% pooled. */
export function defaultFairLaunchFormValues(nowMs: number): FairLaunchFormValues {
  return {
    name: '',
    symbol: '',
    decimals: 18,
    mode: 'crowdfunding',
    mintAmount: '1000',
    mintFee: '0.01',
    mintsPerAddress: 10,
    maxMints: 1000,
    endTime: nowMs + 7 * 86_400_000,
    premiumPercent: '0',
    refundPercent: '0',
    liquidityPercent: '60',
    condition: 'none',
    conditionToken: '',
    conditionAmount: '',
    vesting: 'immediate',
    vestingDays: 30,
    router: '',
    lpMode: 'lock',
    lpLockDays: 365,
  }
}

const percentPattern = /^\d{1,4}(\.\d{1,2})?$/

/** A rate in percent, two decimals at most, within [min, max]. */
export function validateRatePercent(text: string | undefined, min: number, max: number): FieldIssue {
  const value = text?.trim() ?? ''
  if (!value) return { key: 'fairLaunch.issue.rate', params: { min, max } }
  if (!percentPattern.test(value) || Number(value) < min || Number(value) > max)
    return { key: 'fairLaunch.issue.rate', params: { min, max } }
  return undefined
}

/** The end: later than now and within the contract's year. */
export function validateMintEnd(endMs: number | undefined, nowMs: number): FieldIssue {
  if (endMs === undefined) return { key: 'validation.empty', params: { field: 'fairLaunch.form.endTime' } }
  if (endMs <= nowMs) return { key: 'sale.issue.endInPast' }
  if (endMs > nowMs + maxMintSeconds * 1000) return { key: 'sale.issue.endTooFar' }
  return undefined
}

const percentToBps = (text: string | undefined) => Math.round(Number(text?.trim() || '0') * 100)

/** The figures in base units, or undefined while one of them is not valid on its own. */
export function fairLaunchFiguresOf(values: Partial<FairLaunchFormValues>): FairLaunchFigures | undefined {
  const decimals = values.decimals
  if (validateDecimals(decimals) || decimals === undefined) return undefined
  const free = values.mode === 'freeMint'
  if (validateAmount(values.mintAmount, decimals)) return undefined
  if (!free && validateAmount(values.mintFee, 18)) return undefined
  if (!Number.isInteger(values.maxMints) || !Number.isInteger(values.mintsPerAddress)) return undefined
  if ((values.maxMints ?? 0) < 1 || (values.mintsPerAddress ?? 0) < 1) return undefined
  if (!free) {
    if (validateRatePercent(values.premiumPercent, 0, 1000)) return undefined
    if (validateRatePercent(values.refundPercent, 0, 100)) return undefined
    if (validateRatePercent(values.liquidityPercent, 0.01, 100)) return undefined
  }
  return {
    mintAmount: parseUnits(values.mintAmount!.trim(), decimals),
    mintFee: free ? 0n : parseEther(values.mintFee!.trim()),
    mintsPerAddress: values.mintsPerAddress!,
    maxMints: values.maxMints!,
    premiumBps: free ? 0 : percentToBps(values.premiumPercent),
    refundBps: free ? 0 : percentToBps(values.refundPercent),
    liquidityBps: free ? 0 : percentToBps(values.liquidityPercent),
  }
}

/** Which field shows each figures issue: the one a user changes to fix it. */
const issueField: Record<FairLaunchFiguresIssue, keyof FairLaunchFormValues> = {
  limitAboveCap: 'mintsPerAddress',
  premiumTooHigh: 'premiumPercent',
  freeMintHasNoCoin: 'mode',
  liquidityRequired: 'liquidityPercent',
  feeTooSmallForPool: 'mintFee',
  feeTooLarge: 'mintFee',
  supplyTooLarge: 'mintAmount',
}

/** The figures together, as the constructor checks them, shown under the field to fix. */
export function validateFairLaunchFigures(
  values: Partial<FairLaunchFormValues>,
  field: keyof FairLaunchFormValues,
): FieldIssue {
  const figures = fairLaunchFiguresOf(values)
  if (!figures) return undefined
  const issue = checkFairLaunchFigures(figures)
  if (!issue || issueField[issue] !== field) return undefined
  return { key: `fairLaunch.issue.${issue}` }
}

/** The holding condition's token: a contract address when the condition is 'holdToken'. */
export function validateConditionToken(values: Partial<FairLaunchFormValues>): FieldIssue {
  if (values.condition !== 'holdToken') return undefined
  if (!values.conditionToken?.trim() || !isAddress(values.conditionToken.trim()))
    return { key: 'validation.illegalAddress' }
  return undefined
}

/** The deploy step's parameters from valid values; the locker is the chain's shared one. */
export function toFairLaunchParameters(
  values: FairLaunchFormValues,
  owner: Address,
  locker: Address | null | undefined,
  conditionDecimals: number,
): FairLaunchTokenParameters {
  const figures = fairLaunchFiguresOf(values)!
  const free = figures.mintFee === 0n
  const burn = values.lpMode === 'burn'
  const holds = values.condition === 'holdToken'
  return {
    template: 'fairLaunch',
    name: values.name.trim(),
    symbol: values.symbol.trim(),
    decimals: values.decimals,
    owner,
    ...figures,
    endTime: BigInt(Math.floor(values.endTime! / 1000)),
    condition: values.condition,
    conditionToken: holds ? getAddress(values.conditionToken.trim()) : zeroAddress,
    conditionAmount: holds ? parseUnits(values.conditionAmount.trim(), conditionDecimals) : 0n,
    vestingDuration: values.vesting === 'linear' ? values.vestingDays * 86_400 : 0,
    router: free ? zeroAddress : (values.router as Address),
    locker: free || burn ? zeroAddress : (locker ?? zeroAddress),
    lpLockDuration: free || burn ? 0 : values.lpLockDays * 86_400,
  }
}

/**
 * The live summary: what the creator can and cannot do, the price curve, and where every token
 * and every coin goes, in the user's number format.
 */
export function fairLaunchSummaryLines(
  values: Partial<FairLaunchFormValues>,
  context: { t: TFunction; language: string; coin: string; dex: string | undefined },
): SummaryLine[] {
  const { t, language, coin } = context
  const lines: SummaryLine[] = [
    {
      id: 'ownerPowers',
      tone: values.condition === 'whitelist' ? 'warn' : 'ok',
      text: t(
        values.condition === 'whitelist'
          ? 'fairLaunch.summary.whitelistPower'
          : 'fairLaunch.summary.noPowers',
      ),
    },
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
    const lpFate =
      values.lpMode === 'burn'
        ? t('sale.summary.lpBurned')
        : t('sale.summary.lpLocked', { days: count(values.lpLockDays ?? 0), count: values.lpLockDays ?? 0 })
    lines.push({
      id: 'pool',
      tone: 'info',
      text: t('fairLaunch.summary.pool', {
        percent: percent(figures.liquidityBps),
        coin,
        dex: context.dex ?? '—',
        lp: lpFate,
      }),
    })
    lines.push({
      id: 'toCreator',
      tone: figures.liquidityBps < 10_000 ? 'warn' : 'ok',
      text: t('fairLaunch.summary.toCreator', { percent: percent(10_000 - figures.liquidityBps), coin }),
    })
    lines.push(
      figures.refundBps > 0
        ? {
            id: 'refund',
            tone: 'ok',
            text: t('fairLaunch.summary.refund', { percent: percent(figures.refundBps), coin }),
          }
        : { id: 'refund', tone: 'warn', text: t('fairLaunch.summary.noRefund') },
    )
    lines.push({
      id: 'launchWindow',
      tone: 'ok',
      text: t('fairLaunch.summary.launchWindow', { days: fairLaunchWindowDays, count: fairLaunchWindowDays }),
    })
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
