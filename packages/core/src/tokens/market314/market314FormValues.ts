import {
  defaultSaleTerms,
  maxSaleSeconds,
  type SaleTermsFormValues,
  validateLiquidityPercent,
} from '@tokenbox/core/tokens/sale/saleFormValues.ts'
import { type Address, formatUnits, getAddress, parseEther, parseUnits } from 'viem'
import { percentPattern, percentToBps } from '../../format/percentToBps.ts'
import { type FieldIssue, futureTimeIssue, validateAddress, validateAmount } from '../../forms/fieldIssues.ts'
import { liquidityLockDaysIssue } from '../../promises/liquidityLockFloor.ts'
import type { Market314TokenParameters } from '../createTokenDeployStep.ts'
import { type SaleFigures, saleReserves } from '../sale/checkSaleFigures.ts'
import { validateLimit, validatePercent } from '../tokenFieldIssues.ts'
import { isSale314Template, type Market314TemplateId } from '../tokenTemplates.ts'

/** The contracts' MAX_FEE_BPS: a side's fee (with the x314 burn) is at most 25%. */
export const max314FeeBps = 2_500
/** Every ERC314 token has 18 decimals. */
export const market314Decimals = 18

/** What the create form holds, as typed (tokens and coin in whole units, shares in %). */
export type Market314FormValues = SaleTermsFormValues & {
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
  // sale versions, besides the sale's terms
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
    ...defaultSaleTerms(nowMs),
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

/**
 * The reserve's share of the supply: above 0, at most 100%, two decimals at most. (A share of the
 * supply, not of a raise: the sale's pooled share is validateLiquidityPercent's, with its floor.)
 */
export function validateReservePercent(text: string | undefined): FieldIssue {
  const value = text?.trim() ?? ''
  if (!value) return { key: 'validation.empty', params: { field: 'm314.form.reservePercent' } }
  if (!percentPattern.test(value) || percentToBps(value) === 0 || percentToBps(value) > 10_000)
    return { key: 'sale.issue.liquidityPercent' }
  return undefined
}

/** The liquidity lock: whole days from the contracts' floor (30) to their maximum, as core says. */
export function validateLockDays(value: number | null | undefined): FieldIssue {
  return liquidityLockDaysIssue(value)
}

/** A time later than now and within the contract's year (the sale's end, the x314 start). */
export function validateFutureTime(ms: number | undefined, nowMs: number, field: string): FieldIssue {
  return futureTimeIssue(ms, nowMs, { field, maxSeconds: maxSaleSeconds, pastKey: 'm314.issue.timeInPast' })
}

export type Market314Figures = {
  totalSupply: bigint
  liquidityTokens: bigint
  buyFeeBps: number
  sellFeeBps: number
  maxWallet: bigint
  /** The sale versions' figures, as a TokenBox sale's (the supply is the token's, above). */
  sale?: Omit<SaleFigures, 'totalSupply'> & {
    /** Tokens the sale sells at the hard cap. */
    saleTokens: bigint
  }
}

/** The figures in base units, or undefined while one of them is not valid on its own. */
export function market314FiguresOf(
  template: Market314TemplateId,
  values: Partial<Market314FormValues>,
): Market314Figures | undefined {
  if (
    validateAmount(values.initialSupply, market314Decimals) ||
    validateReservePercent(values.liquidityPercent)
  )
    return undefined
  if (validatePercent(values.buyFeePercent) || validatePercent(values.sellFeePercent)) return undefined
  const maxWallet = values.maxWallet?.trim() ?? ''
  if (maxWallet && validateAmount(maxWallet, market314Decimals, { allowZero: true })) return undefined
  const totalSupply = parseUnits(values.initialSupply!.trim(), market314Decimals)
  const figures: Market314Figures = {
    totalSupply,
    liquidityTokens: (totalSupply * BigInt(percentToBps(values.liquidityPercent!))) / 10_000n,
    buyFeeBps: percentToBps(values.buyFeePercent!),
    sellFeeBps: percentToBps(values.sellFeePercent!),
    maxWallet: maxWallet ? parseUnits(maxWallet, market314Decimals) : 0n,
  }
  if (!isSale314Template(template)) return figures
  if (
    validateAmount(values.tokensPerCoin, market314Decimals) ||
    validateAmount(values.hardCap, 18) ||
    validateAmount(values.softCap, 18, { allowZero: true }) ||
    validateAmount(values.minContribution, 18) ||
    validateAmount(values.maxContribution, 18) ||
    validateLiquidityPercent(values.saleLiquidityPercent)
  )
    return undefined
  const tokensPerCoin = parseUnits(values.tokensPerCoin!.trim(), market314Decimals)
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
  if (field === 'maxWallet') return validateLimit(values.maxWallet, values.initialSupply, market314Decimals)
  const figures = market314FiguresOf(template, values)
  if (!figures) return undefined
  const { sale } = figures
  if (field === 'liquidityPercent' && sale && sale.saleTokens + figures.liquidityTokens > figures.totalSupply)
    return {
      key: 'm314.issue.supplyBelowSale',
      params: { needed: formatUnits(sale.saleTokens, market314Decimals) },
    }
  if (!sale) return undefined
  // Sale314's constructor: the pool of the hard cap at the sale price must fit in the reserve, and
  // one minimum buy must pool some coin and some tokens (every launch has one at least).
  // The pool's tokens for a raise of `coin`, at the sale price (the sale tokens' rule, the same math).
  const poolTokensOf = (coin: bigint) =>
    saleReserves({ ...sale, hardCap: coin, totalSupply: figures.totalSupply }).poolTokens
  const hardCapPool = poolTokensOf(sale.hardCap)
  if (field === 'liquidityPercent' && figures.liquidityTokens < hardCapPool)
    return {
      key: 'm314.issue.reserveBelowPool',
      params: { needed: formatUnits(hardCapPool, market314Decimals) },
    }
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
  const issue = validateAmount(values.minBindAmount, market314Decimals, {
    field: 'm314.form.minBindAmount',
    allowZero: true,
  })
  if (issue) return issue
  if (validateInvitePercent(values.invitePercent) || percentToBps(values.invitePercent!) === 0)
    return undefined
  if (parseUnits(values.minBindAmount!.trim(), market314Decimals) === 0n)
    return { key: 'm314.issue.minBindZero' }
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
    decimals: market314Decimals,
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
    minBindAmount: parseUnits(values.minBindAmount.trim() || '0', market314Decimals),
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
