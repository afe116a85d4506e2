import { type Address, formatUnits, parseEther, parseUnits, zeroAddress } from 'viem'
import { percentToBps } from '../../format/percentToBps.ts'
import type { FieldIssue } from '../../forms/fieldIssues.ts'
import { futureTimeIssue, validateAmount } from '../../forms/fieldIssues.ts'
import { liquidityPercentIssue } from '../../promises/liquidityFloor.ts'
import type {
  CompoundSaleTokenParameters,
  DividendSaleTokenParameters,
  HubSaleTerms,
  MarketingSaleTokenParameters,
  SaleTokenParameters,
} from '../createTokenDeployStep.ts'
import { validateDecimals } from '../tokenFieldIssues.ts'
import { type TokenFormValues, toCreateTokenParameters } from '../tokenFormValues.ts'
import type { HubSaleTemplateId, TaxSaleTemplateId } from '../tokenTemplates.ts'
import {
  checkSaleFigures,
  type SaleFigures,
  type SaleFiguresIssue,
  saleReserves,
} from './checkSaleFigures.ts'

/** The contract's MAX_SALE_DURATION: a sale ends within a year of its creation. */
export const maxSaleSeconds = 365 * 86_400
/** The contract's LAUNCH_WINDOW, in days: after the end, how long anyone may start trading. */
export const launchWindowDays = 30

/** What the create form holds, as typed (coin amounts in whole coins, the price in whole tokens). */
export type SaleFormValues = {
  name: string
  symbol: string
  decimals: number
  totalSupply: string
  tokensPerCoin: string
  hardCap: string
  softCap: string
  minContribution: string
  maxContribution: string
  /** Epoch milliseconds. */
  endTime: number | undefined
  liquidityPercent: string
  router: string
  lpMode: 'lock' | 'burn'
  lpLockDays: number
}

/** The sale's terms as a create form holds them: the ERC314 sale versions' form holds the same. */
export type SaleTermsFormValues = Pick<
  SaleFormValues,
  'tokensPerCoin' | 'hardCap' | 'softCap' | 'minContribution' | 'maxContribution' | 'endTime'
>

/** A small sale's terms: a week, 1,000 tokens a coin, up to 100 coins, 0.1 to 10 coins a buyer. */
export function defaultSaleTerms(nowMs: number): SaleTermsFormValues {
  return {
    tokensPerCoin: '1000',
    hardCap: '100',
    softCap: '0',
    minContribution: '0.1',
    maxContribution: '10',
    endTime: nowMs + 7 * 86_400_000,
  }
}

/** A small sale the way the one-click toolboxes prefill it: a week, 60% to the pool, LP locked a year. */
export function defaultSaleFormValues(nowMs: number): SaleFormValues {
  return {
    name: '',
    symbol: '',
    decimals: 18,
    totalSupply: '1000000',
    ...defaultSaleTerms(nowMs),
    liquidityPercent: '60',
    router: '',
    lpMode: 'lock',
    lpLockDays: 365,
  }
}

/** Native coins have 18 decimals on every EVM chain. */
export const coinDecimals = 18

/**
 * The raise's share to the pool (the sale, hub sale and 314 sale forms): from the contracts' floor,
 * 51% (promises/liquidityFloor.ts), to 100%, two decimals at most.
 */
export function validateLiquidityPercent(text: string | undefined): FieldIssue {
  return liquidityPercentIssue(text, 'sale.form.liquidityPercent')
}

/** The end: later than now and within the contract's year. */
export function validateSaleEnd(endMs: number | undefined, nowMs: number): FieldIssue {
  return futureTimeIssue(endMs, nowMs, { field: 'sale.form.endTime', maxSeconds: maxSaleSeconds })
}

/** The figures as base units, or undefined while one of them is not a valid amount. */
export function saleFiguresOf(values: Partial<SaleFormValues>): SaleFigures | undefined {
  const decimals = values.decimals
  if (validateDecimals(decimals) || decimals === undefined) return undefined
  if (
    validateAmount(values.totalSupply, decimals) ||
    validateAmount(values.tokensPerCoin, decimals) ||
    validateAmount(values.hardCap, coinDecimals) ||
    validateAmount(values.softCap, coinDecimals, { allowZero: true }) ||
    validateAmount(values.minContribution, coinDecimals) ||
    validateAmount(values.maxContribution, coinDecimals) ||
    validateLiquidityPercent(values.liquidityPercent)
  )
    return undefined
  return {
    totalSupply: parseUnits(values.totalSupply!.trim(), decimals),
    tokensPerCoin: parseUnits(values.tokensPerCoin!.trim(), decimals),
    hardCap: parseEther(values.hardCap!.trim()),
    softCap: parseEther(values.softCap!.trim()),
    minContribution: parseEther(values.minContribution!.trim()),
    maxContribution: parseEther(values.maxContribution!.trim()),
    liquidityBps: percentToBps(values.liquidityPercent!),
  }
}

/** Which field shows each figures issue: the one a user changes to fix it. */
const issueField: Record<SaleFiguresIssue, keyof SaleFormValues> = {
  softCapAboveHardCap: 'softCap',
  minAboveHardCap: 'minContribution',
  minAboveMax: 'maxContribution',
  minTooSmallForPool: 'minContribution',
  supplyBelowReserves: 'totalSupply',
  supplyTooLarge: 'totalSupply',
}

/**
 * The figures together, as SaleToken's constructor checks them, shown under `field` when it is the
 * one to fix; each figure's own format issue is its field's own rule.
 */
export function validateSaleFigures(
  values: Partial<SaleFormValues>,
  field: keyof SaleFormValues,
): FieldIssue {
  const figures = saleFiguresOf(values)
  if (!figures) return undefined
  const issue = checkSaleFigures(figures)
  if (!issue || issueField[issue] !== field) return undefined
  if (issue === 'supplyBelowReserves') {
    const { saleTokens, poolTokens } = saleReserves(figures)
    return {
      key: 'sale.issue.supplyBelowReserves',
      params: { needed: formatUnits(saleTokens + poolTokens, values.decimals!) },
    }
  }
  return { key: `sale.issue.${issue}` }
}

/** The deploy step's parameters from valid form values; the locker is the chain's shared one. */
export function toSaleParameters(
  values: SaleFormValues,
  owner: Address,
  locker: Address | null | undefined,
): SaleTokenParameters {
  const figures = saleFiguresOf(values)!
  const burn = values.lpMode === 'burn'
  return {
    template: 'sale',
    name: values.name.trim(),
    symbol: values.symbol.trim(),
    decimals: values.decimals,
    initialSupply: figures.totalSupply,
    owner,
    tokensPerCoin: figures.tokensPerCoin,
    hardCap: figures.hardCap,
    softCap: figures.softCap,
    minContribution: figures.minContribution,
    maxContribution: figures.maxContribution,
    endTime: BigInt(Math.floor(values.endTime! / 1000)),
    liquidityBps: figures.liquidityBps,
    router: values.router as Address,
    locker: burn ? zeroAddress : (locker ?? zeroAddress),
    lpLockDuration: burn ? 0 : values.lpLockDays * 86_400,
  }
}

/**
 * The sale's figures of a `?t=1` tax token's form, whose supply field is the tax form's
 * `initialSupply`: the same values with the supply under the sale form's name.
 */
export function saleValuesOfTaxForm(values: Partial<SaleFormValues> & { initialSupply?: string }) {
  return { ...values, totalSupply: values.initialSupply }
}

/** The sale's terms a hub sale token registers, from valid values of the sale fields. */
export function toHubSaleTerms(values: SaleFormValues, locker: Address | null | undefined): HubSaleTerms {
  const {
    template: _template,
    name: _name,
    symbol: _symbol,
    decimals: _decimals,
    initialSupply: _supply,
    owner: _owner,
    router: _router,
    ...terms
  } = toSaleParameters(values, zeroAddress, locker)
  return terms
}

/** The plain template each `?t=1` sale variant extends, whose form it shares. */
const saleVariantBase = {
  marketingSale: 'marketing',
  dividendSale: 'dividend',
  lpDividendSale: 'lpDividend',
} as const

/**
 * The deploy parameters of a tax-family token with a sale (`/co/mk|dd|ld?t=1`) from the combined
 * form: the settings as the plain template's form makes them (native quote, trading opened by the
 * launch; the dividend settings for `dd` and `ld`), the sale's terms, and the chain's hub (filled
 * in by the create flow, as the dividend tracker is).
 */
function toTaxSaleParameters(
  template: TaxSaleTemplateId,
  values: TokenFormValues & SaleFormValues,
  locker: Address | null | undefined,
): MarketingSaleTokenParameters | DividendSaleTokenParameters {
  const base = toCreateTokenParameters(saleVariantBase[template], {
    ...values,
    quoteToken: zeroAddress,
    tradingStartMode: 'manual',
  })
  const sale = toHubSaleTerms({ ...values, totalSupply: values.initialSupply }, locker)
  if (base.template === 'marketing' && template === 'marketingSale')
    return { ...base, template, tradingStartsAt: 0n, sale, hub: zeroAddress }
  if ((base.template === 'dividend' || base.template === 'lpDividend') && template !== 'marketingSale')
    return { ...base, template, tradingStartsAt: 0n, sale, hub: zeroAddress }
  throw new Error(`unreachable: ${template} is made from the ${saleVariantBase[template]} form`)
}

/**
 * The deploy parameters of a compound token with a sale (`/co/cp?t=1`) from the combined form: the
 * compound settings as the compound form makes them (native quote), the sale's terms, and the
 * chain's hub (filled in by the create flow).
 */
export function toCompoundSaleParameters(
  values: TokenFormValues & SaleFormValues,
  locker: Address | null | undefined,
): CompoundSaleTokenParameters {
  const compound = toCreateTokenParameters('compound', { ...values, quoteToken: zeroAddress })
  if (compound.template !== 'compound') throw new Error('unreachable: the compound form')
  return {
    ...compound,
    template: 'compoundSale',
    sale: toHubSaleTerms({ ...values, totalSupply: values.initialSupply }, locker),
    hub: zeroAddress,
  }
}

/** The deploy parameters of a `?t=1` hub sale token (`/co/mk|dd|ld|cp?t=1`) from its combined form. */
export function toHubSaleParameters(
  template: HubSaleTemplateId,
  values: TokenFormValues & SaleFormValues,
  locker: Address | null | undefined,
): MarketingSaleTokenParameters | DividendSaleTokenParameters | CompoundSaleTokenParameters {
  return template === 'compoundSale'
    ? toCompoundSaleParameters(values, locker)
    : toTaxSaleParameters(template, values, locker)
}
