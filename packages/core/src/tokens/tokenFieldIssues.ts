import { isAddress, parseUnits } from 'viem'
import { percentPattern, percentToBps } from '../format/percentToBps.ts'
import { type FieldIssue, validateAmount } from '../forms/fieldIssues.ts'
import { limitPercentPattern } from './limitShare.ts'

/*
 * The token create and manage forms' rules, each the bound its template enforces for any caller:
 * apps/web/src/features/tokens/create/tokenAgreement.test.ts deploys each template on a node with
 * the settings each range rule here refuses and sees the constructor refuse them too. The web maps
 * the issues to fields and words.
 */

/** The templates' fee cap per direction and in total: MAX_TOTAL_FEE_BPS, 25%. */
export const maxTotalFeeBps = 2_500

/** The compound template's highest growth per interval: MAX_RATE, 10% in units of 1e-8. */
export const maxCompoundRate = 10_000_000

/** Compound rates are whole units of 1e-8 per interval: percent with up to six decimals. */
export const compoundRatePattern = /^\d{1,2}(\.\d{1,6})?$/

/** '1.5' percent -> 1,500,000 units of 1e-8. Call only with text that matched {@link compoundRatePattern}. */
export function percentToCompoundRate(percent: string): number {
  return Number(parseUnits(percent.trim(), 6))
}

/** Token name: required, at most 64 characters (wallets and explorers cut longer names). */
export function validateTokenName(text: string | undefined): FieldIssue {
  const value = text?.trim() ?? ''
  if (!value) return { key: 'validation.empty', params: { field: 'form.name' } }
  if (value.length > 64) return { key: 'validation.tooLong', params: { max: 64, count: 64 } }
  return undefined
}

/** Token symbol: required, at most 16 characters, no spaces (tickers are one word everywhere). */
export function validateTokenSymbol(text: string | undefined): FieldIssue {
  const value = text?.trim() ?? ''
  if (!value) return { key: 'validation.empty', params: { field: 'form.symbol' } }
  if (value.length > 16) return { key: 'validation.tooLong', params: { max: 16, count: 16 } }
  if (/\s/.test(value)) return { key: 'validation.symbolSpaces' }
  return undefined
}

/** Decimals: a whole number from 0 to 18 (every wallet shows these; more breaks some). */
export function validateDecimals(value: number | null | undefined): FieldIssue {
  if (value === null || value === undefined)
    return { key: 'validation.empty', params: { field: 'form.decimals' } }
  if (!Number.isInteger(value) || value < 0 || value > 18) return { key: 'validation.decimals' }
  return undefined
}

/**
 * A percentage with at most two decimals, from 0 to `capBps` (by default 25%, the templates' fee
 * cap). A value over the cap is refused in the words of this field (`field`, a label key), never in
 * those of a total: "Marketing fee cannot exceed 25%".
 */
export function validatePercent(
  text: string | undefined,
  field = 'form.percent',
  capBps: number = maxTotalFeeBps,
): FieldIssue {
  const value = text?.trim() ?? ''
  if (!value) return { key: 'validation.empty', params: { field } }
  if (!percentPattern.test(value)) return { key: 'validation.invalidPercent' }
  if (percentToBps(value) > capBps)
    return { key: 'validation.percentCap', params: { field, cap: capBps / 100 } }
  return undefined
}

/** Transfer burn plus transfer fee within the cap (each valid on its own first). */
export function validateFeeTotal(burnPercent: string, feePercent: string): FieldIssue {
  if (validatePercent(burnPercent) || validatePercent(feePercent)) return undefined
  if (percentToBps(burnPercent) + percentToBps(feePercent) > maxTotalFeeBps) {
    return { key: 'validation.feeCap', params: { cap: maxTotalFeeBps / 100 } }
  }
  return undefined
}

/** The renounce end date: required when renouncing at birth, and later than now (spec 001 section 5). */
export function validateRenounceDate(endsAtMs: number | undefined, nowMs: number): FieldIssue {
  if (endsAtMs === undefined) return { key: 'validation.empty', params: { field: 'form.renounceUntil' } }
  if (endsAtMs <= nowMs) return { key: 'validation.renounceDate' }
  return undefined
}

/** How much later than now a compounding start must be: the deployment is mined after the form is sent. */
export const compoundStartMarginMs = 60_000

/** The compounding start: required and later than now (spec 001 section 5), with a minute to spare. */
export function validateCompoundStart(startMs: number | undefined, nowMs: number): FieldIssue {
  if (startMs === undefined) return { key: 'validation.empty', params: { field: 'form.startTime' } }
  if (startMs <= nowMs + compoundStartMarginMs) return { key: 'validation.compoundStart' }
  return undefined
}

/** Compound rate: a percentage above 0 and at most 10 per interval (the template's MAX_RATE), 6 decimals. */
export function validateCompoundRate(text: string | undefined): FieldIssue {
  const value = text?.trim() ?? ''
  if (!value) return { key: 'validation.empty', params: { field: 'form.ratePercent' } }
  if (!compoundRatePattern.test(value)) return { key: 'validation.invalidAmount' }
  const rate = percentToCompoundRate(value)
  if (rate <= 0 || rate > maxCompoundRate)
    return { key: 'validation.compoundRate', params: { max: maxCompoundRate / 1_000_000 } }
  return undefined
}

/** The compounding interval: a whole number of units, at least one second, at most a year. */
export function validateInterval(value: number | null | undefined, unitSeconds: number): FieldIssue {
  if (value === null || value === undefined)
    return { key: 'validation.empty', params: { field: 'form.interval' } }
  if (!Number.isInteger(value) || value <= 0 || value * unitSeconds > 366 * 86_400) {
    return { key: 'validation.interval' }
  }
  return undefined
}

/** Max supply: a valid amount, not below the initial supply. */
export function validateMaxSupply(
  maxSupply: string | undefined,
  initialSupply: string | undefined,
  decimals: number,
): FieldIssue {
  const issue = validateAmount(maxSupply, decimals, { field: 'form.maxSupply' })
  if (issue) return issue
  // The AMM keeps reserves in 112 bits, so the compound template caps its supply there.
  if (parseUnits(maxSupply!.trim(), decimals) > 2n ** 112n - 1n)
    return { key: 'validation.maxSupplyTooLarge' }
  if (validateAmount(initialSupply, decimals)) return undefined
  if (parseUnits(maxSupply!.trim(), decimals) < parseUnits(initialSupply!.trim(), decimals)) {
    return { key: 'validation.maxSupplyBelowInitial' }
  }
  return undefined
}

/** A buy or sell split plus the invitation shares within the cap; each part valid on its own first. */
export function validateFeeSide(
  percents: Record<string, string> | undefined,
  invite: readonly string[],
): FieldIssue {
  const parts = [...Object.values(percents ?? {}), ...invite]
  if (parts.some((part) => validatePercent(part))) return undefined
  const total = parts.reduce((sum, part) => sum + percentToBps(part), 0)
  if (total > maxTotalFeeBps) return { key: 'validation.feeSideCap', params: { cap: maxTotalFeeBps / 100 } }
  return undefined
}

/**
 * Max wallet or max transaction in whole tokens: empty or 0 is off; otherwise at least 0.1% of the
 * initial supply (the template refuses less: a limit that small would trap holders).
 */
export function validateLimit(
  text: string | undefined,
  initialSupply: string | undefined,
  decimals: number,
): FieldIssue {
  const value = text?.trim() ?? ''
  if (!value || /^0+(\.0+)?$/.test(value)) return undefined
  const issue = validateAmount(value, decimals)
  if (issue) return issue
  if (validateAmount(initialSupply, decimals)) return undefined
  const supply = parseUnits(initialSupply!.trim(), decimals)
  if (parseUnits(value, decimals) * 1000n < supply) return { key: 'validation.limitFloor' }
  if (parseUnits(value, decimals) > supply) return { key: 'validation.limitAboveSupply' }
  return undefined
}

/** The same limit as a share of the initial supply: empty or 0 is off, else 0.1% to 100%, four decimals. */
export function validateLimitPercent(text: string | undefined): FieldIssue {
  const value = text?.trim() ?? ''
  if (!value || /^0+(\.0+)?$/.test(value)) return undefined
  if (!limitPercentPattern.test(value)) return { key: 'validation.limitPercent' }
  const share = parseUnits(value, 4)
  if (share < parseUnits('0.1', 4)) return { key: 'validation.limitFloor' }
  if (share > parseUnits('100', 4)) return { key: 'validation.limitPercent' }
  return undefined
}

/** A whole number from `min` to `max` (blocks, addresses, seconds, winners). */
export function validateWhole(value: number | null | undefined, min: number, max: number): FieldIssue {
  if (value === null || value === undefined || !Number.isInteger(value) || value < min || value > max) {
    return { key: 'validation.wholeRange', params: { min, max } }
  }
  return undefined
}

/** Optional link stored on chain: empty, or an http(s) URL of at most 200 characters. */
export function validateLink(text: string | undefined): FieldIssue {
  const value = text?.trim() ?? ''
  if (!value) return undefined
  if (value.length > 200 || !/^https?:\/\/[^\s]+$/i.test(value)) return { key: 'validation.link' }
  return undefined
}

/** A trading start later than now. */
export function validateTradingStart(startMs: number | undefined, nowMs: number): FieldIssue {
  if (startMs === undefined) return { key: 'validation.empty', params: { field: 'tax.tradingStartsAt' } }
  if (startMs <= nowMs) return { key: 'validation.tradingStart' }
  return undefined
}

/** The most addresses a dividend template excludes from its payouts at creation. */
export const maxDividendExcluded = 98

/** The longest wait between two automatic dividend payouts the form offers, in hours (30 days). */
export const maxClaimWaitHours = 720

/** The gas a dividend token spends on payouts per transaction: 0 (the default) or this range. */
export const processGasRange = { min: 300_000, max: 500_000 } as const

/** Addresses that never earn dividends, as typed (spaces, commas or new lines between them). */
export function validateDividendExcluded(text: string | undefined): FieldIssue {
  const parts = (text ?? '').split(/[\s,;]+/).filter(Boolean)
  if (parts.some((part) => !isAddress(part))) return { key: 'validation.illegalAddress' }
  if (parts.length > maxDividendExcluded) {
    return { key: 'validation.wholeRange', params: { min: 0, max: maxDividendExcluded } }
  }
  return undefined
}

/** The wait between two automatic payouts, in whole hours (0 to {@link maxClaimWaitHours}). */
export function validateClaimWaitHours(value: number | null | undefined): FieldIssue {
  return validateWhole(value, 0, maxClaimWaitHours)
}

/** The gas spent on payouts per transaction: 0 for the template's default, else {@link processGasRange}. */
export function validateProcessGas(value: number | null | undefined): FieldIssue {
  return value === 0 ? undefined : validateWhole(value, processGasRange.min, processGasRange.max)
}
