import { isAddress, maxUint128, maxUint256, parseUnits } from 'viem'

/**
 * Why a value of a form is refused: a key of the screen's locale namespace (the spec's messages,
 * spec 001 section 5: "Please input", "invalid amount") and its parameters; a `field` parameter is
 * a key too. The web's issueRule renders it. Every form, the token forms and the create drafts
 * alike, checks its values with these, so one amount is refused the same way everywhere.
 */
export type DraftIssue = { key: string; params?: Record<string, string | number> }

/** A field's issue, or undefined when its value is fine. */
export type FieldIssue = DraftIssue | undefined

/** Field paths as the form names them (`payCoins.0.rate`, `lockOptions.1.days`) and their issues. */
export type DraftIssues = Record<string, DraftIssue>

export const draftAmountPattern = /^\d+(\.\d+)?$/
/** Up to 9999.99: the bounds (`min`, `max`) decide; Earn's APR goes to 1,000%. */
export const draftPercentPattern = /^\d{1,4}(\.\d{1,2})?$/

/**
 * An amount typed in whole tokens: "Please input" when empty, "invalid amount" when malformed, zero
 * (unless `allowZero`) or above `max` base units (by default 2^256 - 1, any ERC-20 amount; a
 * contract that keeps the amount in fewer bits passes its own bound, e.g. viem's maxUint128), too
 * many decimals named. `field` names the field in "Please input" (a key; default `form.amount`).
 *
 * @example
 * validateAmount('1.5', 18) // undefined
 * validateAmount('', 18, { field: 'field.rewardFund', max: maxUint128 }) // { key: 'validation.empty', ... }
 */
export function validateAmount(
  text: string | undefined,
  decimals: number,
  {
    field = 'form.amount',
    allowZero = false,
    max = maxUint256,
  }: { field?: string; allowZero?: boolean; max?: bigint } = {},
): FieldIssue {
  const value = text?.trim() ?? ''
  if (!value) return { key: 'validation.empty', params: { field } }
  if (!draftAmountPattern.test(value)) return { key: 'validation.invalidAmount' }
  if ((value.split('.')[1] ?? '').length > decimals)
    return { key: 'validation.tooManyDecimals', params: { decimals, count: decimals } }
  const units = parseUnits(value, decimals)
  if (units > max || (units === 0n && !allowZero)) return { key: 'validation.invalidAmount' }
  return undefined
}

/**
 * {@link validateAmount} for an amount its contract keeps in 128 bits (a presale's caps and rates,
 * the mining and finance pools' stakes, funds and limits): a larger one is refused as the contract
 * refuses it.
 *
 * @example
 * validateUint128Amount(draft.rewardFund, 18, 'field.rewardFund', { allowZero: true })
 */
export function validateUint128Amount(
  text: string | undefined,
  decimals: number,
  field: string,
  options: { allowZero?: boolean } = {},
): FieldIssue {
  return validateAmount(text, decimals, { field, max: maxUint128, ...options })
}

/** An EVM address (checksummed or all one case); the zero address is refused. */
export function validateAddress(text: string | undefined, field = 'form.address'): FieldIssue {
  const value = text?.trim() ?? ''
  if (!value) return { key: 'validation.empty', params: { field } }
  if (!isAddress(value) || /^0x0{40}$/i.test(value)) return { key: 'validation.illegalAddress' }
  return undefined
}

/** Decimal text as base units; call only on text {@link validateAmount} accepted. */
export function parseDraftAmount(text: string, decimals: number): bigint {
  return parseUnits(text.trim(), decimals)
}

/**
 * Percent text with at most two decimals (what {@link draftPercentIssue} accepts) as basis points,
 * without float rounding; empty text is 0.
 *
 * @example
 * draftPercentToBps('12.5') // 1250
 */
export function draftPercentToBps(text: string): number {
  const value = text.trim()
  if (!value) return 0
  const [whole = '0', fraction = ''] = value.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2))
}

/**
 * A percentage with at most two decimals from `min` to `max`; zero is refused unless `min` is 0.
 *
 * @example
 * draftPercentIssue('12.5', 'field.teamShare', 0, 50) // undefined
 */
export function draftPercentIssue(
  text: string | undefined,
  field: string,
  min: number,
  max: number,
): DraftIssue | undefined {
  const value = text?.trim() ?? ''
  if (!value) return { key: 'validation.empty', params: { field } }
  const number = Number(value)
  if (!draftPercentPattern.test(value) || number < min || number > max || (number === 0 && min > 0))
    return { key: 'validation.percentRange', params: { min, max } }
  return undefined
}

/**
 * A token address field: "Please input" when empty, "Illegal address" (the zero address too), and
 * "No information about this contract" while `decimals` (read from the chain) is unknown.
 */
export function draftTokenIssue(
  text: string,
  decimals: number | undefined,
  field: string,
): DraftIssue | undefined {
  const issue = validateAddress(text, field)
  if (issue) return issue
  if (decimals === undefined) return { key: 'validation.notToken' }
  return undefined
}

/** The addresses of a list typed one a line (commas, semicolons and spaces also separate), blanks dropped. */
export function draftAddressLines(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((line) => line.trim())
    .filter(Boolean)
}

/**
 * A time a contract takes later than now and at most `maxSeconds` ahead (a sale's or a mint's end,
 * a market's start): empty, in the past (`pastKey`), or too far; undefined when it fits.
 *
 * @example
 * futureTimeIssue(endMs, Date.now(), { field: 'sale.form.endTime', maxSeconds: 365 * 86_400 })
 */
export function futureTimeIssue(
  ms: number | undefined,
  nowMs: number,
  {
    field,
    maxSeconds,
    pastKey = 'sale.issue.endInPast',
  }: { field: string; maxSeconds: number; pastKey?: string },
): FieldIssue {
  if (ms === undefined) return { key: 'validation.empty', params: { field } }
  if (ms <= nowMs) return { key: pastKey }
  if (ms > nowMs + maxSeconds * 1000) return { key: 'sale.issue.endTooFar' }
  return undefined
}
