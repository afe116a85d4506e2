import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { percentPattern, percentToBps } from '@tokenbox/core/format/percentToBps.ts'
import { type FieldIssue, validateAddress, validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import { liquidityLockDaysIssue } from '@tokenbox/core/launch/liquidityLockFloor.ts'
import type { Market314TokenParameters } from '@tokenbox/core/tokens/createTokenDeployStep.ts'
import { saleReserves } from '@tokenbox/core/tokens/sale/checkSaleFigures.ts'
import { validateLimit, validatePercent } from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import {
  isSale314Template,
  isX314Template,
  type Market314TemplateId,
} from '@tokenbox/core/tokens/tokenTemplates.ts'
import type { TFunction } from 'i18next'
import { type Address, formatEther, formatUnits, getAddress, parseEther, parseUnits } from 'viem'
import type { SummaryLine } from '../../../app/summary/SummaryLineList.tsx'
import { maxSaleSeconds, validateLiquidityPercent } from '../sale/saleFormValues.ts'

/** The contracts' MAX_FEE_BPS: a side's fee (with the x314 burn) is at most 25%. */
export const max314FeeBps = 2_500
/** Every ERC314 token has 18 decimals. */
const decimals = 18

/** What the create form holds, as typed (tokens and coin in whole units, shares in %). */
export type Market314FormValues = {
  name: string
  symbol: string
  initialSupply: string
  /** Share of the supply minted to the token for its reserve. */
  liquidityPercent: string
  /** Empty: the fees go to the creator. */
  feeReceiver: string
  buyFeePercent: string
  sellFeePercent: string
  /** Whole tokens; empty or 0: no limit. */
  maxWallet: string
  // x314
  tradingStart: 'withLiquidity' | 'timed'
  /** Epoch milliseconds. */
  tradingStartsAt: number | undefined
  burnPercent: string
  invitePercent: string
  minBindAmount: string
  // sale versions
  tokensPerCoin: string
  hardCap: string
  softCap: string
  minContribution: string
  maxContribution: string
  /** Epoch milliseconds. */
  endTime: number | undefined
  saleLiquidityPercent: string
  lockDays: number
}

/**
 * A small market: half the supply in the reserve, 1% fees each way. The sale versions sell for a
 * week, and their reserve (6%: 60% of a full hard cap's 100,000 tokens) opens the market at the sale price.
 */
export function defaultMarket314FormValues(
  nowMs: number,
  template?: Market314TemplateId,
): Market314FormValues {
  return {
    name: '',
    symbol: '',
    initialSupply: '1000000',
    liquidityPercent: template && isSale314Template(template) ? '6' : '50',
    feeReceiver: '',
    buyFeePercent: '1',
    sellFeePercent: '1',
    maxWallet: '',
    tradingStart: 'withLiquidity',
    tradingStartsAt: nowMs + 3_600_000,
    burnPercent: '0',
    invitePercent: '0',
    minBindAmount: '1',
    tokensPerCoin: '1000',
    hardCap: '100',
    softCap: '0',
    minContribution: '0.1',
    maxContribution: '10',
    endTime: nowMs + 7 * 86_400_000,
    saleLiquidityPercent: '60',
    lockDays: 365,
  }
}

/** Each side's fee with the x314 burn taken on the same trade, within the cap (the invitation is a share of the buy fee). */
export function validate314FeeSide(values: Partial<Market314FormValues>, x314: boolean): FieldIssue {
  const parts = [values.buyFeePercent, values.sellFeePercent, ...(x314 ? [values.burnPercent] : [])]
  if (parts.some((part) => validatePercent(part))) return undefined
  const burn = x314 ? percentToBps(values.burnPercent!) : 0
  const worst = Math.max(percentToBps(values.buyFeePercent!), percentToBps(values.sellFeePercent!)) + burn
  if (worst > max314FeeBps) return { key: 'm314.issue.feeWithBurnCap', params: { cap: max314FeeBps / 100 } }
  return undefined
}

/** The reserve's share of the supply: above 0, at most 100%. */
export function validateReservePercent(text: string | undefined): FieldIssue {
  return validateLiquidityPercent(text)
}

/** The liquidity lock: whole days from the contracts' floor (30) to their maximum, as core says. */
export function validateLockDays(value: number | null | undefined): FieldIssue {
  return liquidityLockDaysIssue(value)
}

/** A time later than now and within the contract's year (the sale's end, the x314 start). */
export function validateFutureTime(ms: number | undefined, nowMs: number, field: string): FieldIssue {
  if (ms === undefined) return { key: 'validation.empty', params: { field } }
  if (ms <= nowMs) return { key: 'm314.issue.timeInPast' }
  if (ms > nowMs + maxSaleSeconds * 1000) return { key: 'sale.issue.endTooFar' }
  return undefined
}

export type Market314Figures = {
  totalSupply: bigint
  liquidityTokens: bigint
  buyFeeBps: number
  sellFeeBps: number
  maxWallet: bigint
  sale?: {
    tokensPerCoin: bigint
    hardCap: bigint
    softCap: bigint
    minContribution: bigint
    maxContribution: bigint
    liquidityBps: number
    /** Tokens the sale sells at the hard cap. */
    saleTokens: bigint
  }
}

/** The figures in base units, or undefined while one of them is not valid on its own. */
export function market314FiguresOf(
  template: Market314TemplateId,
  values: Partial<Market314FormValues>,
): Market314Figures | undefined {
  if (validateAmount(values.initialSupply, decimals) || validateReservePercent(values.liquidityPercent))
    return undefined
  if (validatePercent(values.buyFeePercent) || validatePercent(values.sellFeePercent)) return undefined
  const maxWallet = values.maxWallet?.trim() ?? ''
  if (maxWallet && validateAmount(maxWallet, decimals, { allowZero: true })) return undefined
  const totalSupply = parseUnits(values.initialSupply!.trim(), decimals)
  const figures: Market314Figures = {
    totalSupply,
    liquidityTokens: (totalSupply * BigInt(percentToBps(values.liquidityPercent!))) / 10_000n,
    buyFeeBps: percentToBps(values.buyFeePercent!),
    sellFeeBps: percentToBps(values.sellFeePercent!),
    maxWallet: maxWallet ? parseUnits(maxWallet, decimals) : 0n,
  }
  if (!isSale314Template(template)) return figures
  if (
    validateAmount(values.tokensPerCoin, decimals) ||
    validateAmount(values.hardCap, 18) ||
    validateAmount(values.softCap, 18, { allowZero: true }) ||
    validateAmount(values.minContribution, 18) ||
    validateAmount(values.maxContribution, 18) ||
    validateLiquidityPercent(values.saleLiquidityPercent)
  )
    return undefined
  const tokensPerCoin = parseUnits(values.tokensPerCoin!.trim(), decimals)
  const hardCap = parseEther(values.hardCap!.trim())
  return {
    ...figures,
    sale: {
      tokensPerCoin,
      hardCap,
      softCap: parseEther(values.softCap!.trim()),
      minContribution: parseEther(values.minContribution!.trim()),
      maxContribution: parseEther(values.maxContribution!.trim()),
      liquidityBps: percentToBps(values.saleLiquidityPercent!),
      saleTokens: (hardCap * tokensPerCoin) / 10n ** 18n,
    },
  }
}

/** Which field shows a figures issue: the one a user changes to fix it. */
type FiguresField = 'liquidityPercent' | 'softCap' | 'minContribution' | 'maxContribution' | 'maxWallet'

/** The figures together, as the constructor checks them, under the field to fix. */
export function validate314Figures(
  template: Market314TemplateId,
  values: Partial<Market314FormValues>,
  field: FiguresField,
): FieldIssue {
  if (field === 'maxWallet') return validateLimit(values.maxWallet, values.initialSupply, decimals)
  const figures = market314FiguresOf(template, values)
  if (!figures) return undefined
  const { sale } = figures
  if (field === 'liquidityPercent' && sale && sale.saleTokens + figures.liquidityTokens > figures.totalSupply)
    return {
      key: 'm314.issue.supplyBelowSale',
      params: { needed: formatUnits(sale.saleTokens, decimals) },
    }
  if (!sale) return undefined
  // Sale314's constructor: the pool of the hard cap at the sale price must fit in the reserve, and
  // one minimum buy must pool some coin and some tokens (every launch has one at least).
  // The pool's tokens for a raise of `coin`, at the sale price (the sale tokens' rule, the same math).
  const poolTokensOf = (coin: bigint) =>
    saleReserves({ ...sale, hardCap: coin, totalSupply: figures.totalSupply }).poolTokens
  const hardCapPool = poolTokensOf(sale.hardCap)
  if (field === 'liquidityPercent' && figures.liquidityTokens < hardCapPool)
    return { key: 'm314.issue.reserveBelowPool', params: { needed: formatUnits(hardCapPool, decimals) } }
  if (field === 'softCap' && sale.softCap > sale.hardCap) return { key: 'sale.issue.softCapAboveHardCap' }
  if (field === 'minContribution' && sale.minContribution > sale.hardCap)
    return { key: 'sale.issue.minAboveHardCap' }
  if (field === 'minContribution' && poolTokensOf(sale.minContribution) === 0n)
    return { key: 'sale.issue.minTooSmallForPool' }
  if (field === 'maxContribution' && sale.maxContribution < sale.minContribution)
    return { key: 'sale.issue.minAboveMax' }
  return undefined
}

/** The fee receiver: empty (the creator) or an address. */
export function validateFeeReceiver(text: string | undefined): FieldIssue {
  return text?.trim() ? validateAddress(text, 'm314.form.feeReceiver') : undefined
}

/** The x314 burn: a percent (its cap is the side's, checked with the fees). */
export function validateSharePercent(text: string | undefined): FieldIssue {
  const value = text?.trim() ?? ''
  if (!value || !percentPattern.test(value)) return { key: 'validation.invalidPercent' }
  return undefined
}

/** The invitation reward: a share of the buy fee, 0 to 100%. */
export function validateInvitePercent(text: string | undefined): FieldIssue {
  return validatePercent(text, 'm314.form.invitePercent', 10_000)
}

/** The transfer that binds an inviter: any amount, but above 0 while there is an invitation reward. */
export function validateMinBind(values: Partial<Market314FormValues>): FieldIssue {
  const issue = validateAmount(values.minBindAmount, decimals, {
    field: 'm314.form.minBindAmount',
    allowZero: true,
  })
  if (issue) return issue
  if (validateInvitePercent(values.invitePercent) || percentToBps(values.invitePercent!) === 0)
    return undefined
  if (parseUnits(values.minBindAmount!.trim(), decimals) === 0n) return { key: 'm314.issue.minBindZero' }
  return undefined
}

/**
 * The deploy parameters from valid values: the whole form's store (`getFieldsValue(true)`), since
 * antd's submit hands over only the fields the template shows.
 */
export function toMarket314Parameters(
  template: Market314TemplateId,
  values: Market314FormValues,
  owner: Address,
): Market314TokenParameters {
  const figures = market314FiguresOf(template, values)!
  const base = {
    name: values.name.trim(),
    symbol: values.symbol.trim(),
    decimals,
    initialSupply: figures.totalSupply,
    owner,
    liquidityTokens: figures.liquidityTokens,
    feeReceiver: values.feeReceiver.trim() ? getAddress(values.feeReceiver.trim()) : owner,
    buyFeeBps: figures.buyFeeBps,
    sellFeeBps: figures.sellFeeBps,
    maxWallet: figures.maxWallet,
  }
  // Only the x314 templates have these fields on the form.
  const extras = () => ({
    tradingStartTime:
      values.tradingStart === 'timed' && values.tradingStartsAt
        ? BigInt(Math.floor(values.tradingStartsAt / 1000))
        : 0n,
    burnBps: percentToBps(values.burnPercent),
    inviteBps: percentToBps(values.invitePercent),
    minBindAmount: parseUnits(values.minBindAmount.trim() || '0', decimals),
  })
  const sale = figures.sale && {
    tokensPerCoin: figures.sale.tokensPerCoin,
    hardCap: figures.sale.hardCap,
    softCap: figures.sale.softCap,
    minContribution: figures.sale.minContribution,
    maxContribution: figures.sale.maxContribution,
    endTime: BigInt(Math.floor(values.endTime! / 1000)),
    liquidityBps: figures.sale.liquidityBps,
    lockDuration: BigInt(values.lockDays * 86_400),
    beneficiary: owner,
  }
  switch (template) {
    case 'erc314':
      return { template, ...base }
    case 'x314':
      return { template, ...base, ...extras() }
    case 'sale314':
      return { template, ...base, sale: sale! }
    case 'x314Sale':
      return { template, ...base, ...extras(), sale: sale! }
  }
}

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
  const tokens = (value: bigint) => formatLocaleDecimal(formatUnits(value, decimals), language)
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
          time: new Date(values.tradingStartsAt).toLocaleString(language),
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
