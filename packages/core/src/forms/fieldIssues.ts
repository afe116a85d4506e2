import { isAddress, maxUint128, parseUnits } from 'viem'

/**
 * Why a value of a create form is refused: a key of the screen's locale namespace (the spec's
 * messages, spec 001 section 5: "Please input", "invalid amount") and its parameters; a `field`
 * parameter is a key too. The web's issueRule renders it.
 */
export type DraftIssue = { key: string; params?: Record<string, string | number> }

/** Field paths as the form names them (`payCoins.0.rate`, `lockOptions.1.days`) and their issues. */
export type DraftIssues = Record<string, DraftIssue>

export const draftAmountPattern = /^\d+(\.\d+)?$/
/** Up to 9999.99: the bounds (`min`, `max`) decide; Earn's APR goes to 1,000%. */
export const draftPercentPattern = /^\d{1,4}(\.\d{1,2})?$/

/**
 * An amount typed in whole units: "Please input" when empty, "invalid amount" when malformed, zero
 * (unless `allowZero`) or above 2^128 base units, too many decimals named.
 *
 * @example
 * draftAmountIssue('1.5', 18, 'field.rewardFund') // undefined
 */
export function draftAmountIssue(
  text: string | undefined,
  decimals: number,
  field: string,
  { allowZero = false }: { allowZero?: boolean } = {},
): DraftIssue | undefined {
  const value = text?.trim() ?? ''
  if (!value) return { key: 'validation.empty', params: { field } }
  if (!draftAmountPattern.test(value)) return { key: 'validation.invalidAmount' }
  if ((value.split('.')[1] ?? '').length > decimals)
    return { key: 'validation.tooManyDecimals', params: { decimals, count: decimals } }
  const units = parseUnits(value, decimals)
  if (units > maxUint128 || (units === 0n && !allowZero)) return { key: 'validation.invalidAmount' }
  return undefined
}

/** Decimal text as base units; call only on text {@link draftAmountIssue} accepted. */
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
  const value = text.trim()
  if (!value) return { key: 'validation.empty', params: { field } }
  if (!isAddress(value) || /^0x0{40}$/i.test(value)) return { key: 'validation.illegalAddress' }
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
