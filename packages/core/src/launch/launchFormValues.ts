import { type Address, getAddress, isAddressEqual, parseUnits } from 'viem'
import { nativeTokenAddress } from '../chains/constants.ts'
import {
  defaultTokenFormValues,
  type TokenFormValues,
  toCreateTokenParameters,
} from '../tokens/tokenFormValues.ts'
import { isTradingTemplate } from '../tokens/tokenTemplates.ts'
import type { LaunchPlan, LaunchTemplateId, LaunchTokenParameters } from './types.ts'

/** What the launch does with its LP, as the Protect step offers it. */
export type LaunchLpMode = LaunchPlan['lp']['mode']

/** What the launch does with ownership at the end. */
export type LaunchRenounceMode = LaunchPlan['renounce']['mode']

/**
 * The launch form: the create form's fields (the same components and names, so the create screens'
 * rules and summary apply unchanged) plus the launch's own, prefixed so none collides with a token
 * field (`router` and `quoteToken` are a trading token's own pair settings).
 */
export type LaunchFormValues = TokenFormValues & {
  launchSource: 'new' | 'existing'
  launchTemplate: LaunchTemplateId
  /** An existing token's address, as typed. */
  existingToken: string
  /** The DEX's router, for tokens without a pair of their own. */
  poolRouter: string
  /** The pair's other coin; the zero address is the native coin. */
  poolQuote: string
  /** Whole tokens put in the pool, as typed. */
  poolTokenAmount: string
  /** The starting price of one token in the quote coin, as typed. */
  poolPrice: string
  lpMode: LaunchLpMode
  /** How long the LP stays locked, in days (lock mode). */
  lockDays: number
  startTradingNow: boolean
  renounceMode: LaunchRenounceMode
  /** The end of a timed renounce (unix ms). */
  renounceAt: number | undefined
}

/** Default lock: a year, what buyers and token scanners commonly look for. */
export const defaultLockDays = 365

/** The launch form's starting values: the create form's for `template`, a year's lock, trading on. */
export function defaultLaunchFormValues(
  wallet: Address | undefined,
  template: LaunchTemplateId,
): LaunchFormValues {
  return {
    ...defaultTokenFormValues(wallet, template),
    launchSource: 'new',
    launchTemplate: template,
    existingToken: '',
    poolRouter: '',
    poolQuote: nativeTokenAddress,
    poolTokenAmount: '',
    poolPrice: '',
    lpMode: 'lock',
    lockDays: defaultLockDays,
    startTradingNow: true,
    renounceMode: 'keep',
    renounceAt: undefined,
  }
}

/** Whether the template has a trading switch the launch can turn on (the tax templates). */
export function hasTradingSwitch(template: LaunchTemplateId): boolean {
  return isTradingTemplate(template)
}

/** Whether the token's own settings fix its pair (trading and compound templates make it at deployment). */
export function hasOwnPair(template: LaunchTemplateId): boolean {
  return isTradingTemplate(template) || template === 'compound'
}

/** Whether the values create a token that can renounce until a date. */
export function offersTimedRenounce(
  values: Pick<LaunchFormValues, 'launchSource' | 'timedRenounceEnabled' | 'launchTemplate'>,
) {
  return values.launchSource === 'new' &&
    values.launchTemplate !== 'standard' &&
    values.launchTemplate !== 'meme'
    ? values.timedRenounceEnabled
    : false
}

/** The router and quote coin of the pool: a token's own pair settings win over the Pool step's. */
export function poolVenue(values: LaunchFormValues): { router: string; quote: string } {
  if (values.launchSource === 'new' && hasOwnPair(values.launchTemplate))
    return { router: values.router, quote: values.quoteToken }
  return { router: values.poolRouter, quote: values.poolQuote }
}

/**
 * Quote base units for `tokenAmount` base units at `price` (quote coin per whole token, as typed):
 * price × amount, rounded down. Call only with a validated price.
 *
 * @example
 * quoteAmountAt(parseUnits('1000', 18), 18, '0.002', 18) // 2 × 10^18 (2 quote coins)
 */
export function quoteAmountAt(
  tokenAmount: bigint,
  tokenDecimals: number,
  price: string,
  quoteDecimals: number,
) {
  return (tokenAmount * parseUnits(price.trim(), quoteDecimals)) / 10n ** BigInt(tokenDecimals)
}

export type ToLaunchPlanContext = {
  chainId: number
  account: Address
  wrappedNative: Address
  /** The token's decimals (the form's for a new token, the chain's for an existing one). */
  tokenDecimals: number
  quoteDecimals: number
  nowMs: number
  /** A new token's parameters, when the screen adjusted them (dividend exclusions); else from the form. */
  parameters?: LaunchTokenParameters | undefined
}

/**
 * The launch plan from validated form values: the token to create (or the existing one), the pool
 * (a trading token's own router and pair coin win; the native coin is its wrapped token), the LP,
 * trading and ownership choices. Choices a token cannot take (trading on a token without a switch,
 * a timed renounce on one without it) are left out here rather than failing later.
 */
export function toLaunchPlan(values: LaunchFormValues, context: ToLaunchPlanContext): LaunchPlan {
  const { chainId, account, wrappedNative, tokenDecimals, quoteDecimals, nowMs } = context
  const template = values.launchTemplate
  const fresh = values.launchSource === 'new'
  const { router, quote } = poolVenue(values)
  const quoteAddress = isAddressEqual(getAddress(quote), nativeTokenAddress)
    ? wrappedNative
    : getAddress(quote)
  const tokenAmount = parseUnits(values.poolTokenAmount.trim(), tokenDecimals)
  const nowSeconds = BigInt(Math.floor(nowMs / 1000))
  const renounce: LaunchPlan['renounce'] =
    values.renounceMode === 'until' && offersTimedRenounce(values) && values.renounceAt
      ? { mode: 'until', until: BigInt(Math.floor(values.renounceAt / 1000)) }
      : values.renounceMode === 'now'
        ? { mode: 'now' }
        : { mode: 'keep' }
  return {
    version: 1,
    chainId,
    account,
    token: fresh
      ? {
          kind: 'new',
          template,
          parameters:
            context.parameters ?? (toCreateTokenParameters(template, values) as LaunchTokenParameters),
        }
      : { kind: 'existing', address: getAddress(values.existingToken.trim()) },
    router: getAddress(router),
    quote: quoteAddress,
    tokenAmount,
    quoteAmount: quoteAmountAt(tokenAmount, tokenDecimals, values.poolPrice, quoteDecimals),
    lp:
      values.lpMode === 'lock'
        ? { mode: 'lock', unlockAt: nowSeconds + BigInt(Math.round(values.lockDays)) * 86_400n }
        : { mode: values.lpMode },
    startTrading: fresh ? hasTradingSwitch(template) && values.startTradingNow : values.startTradingNow,
    renounce,
  }
}
