import { isAddress, maxUint256, parseUnits } from 'viem'

/**
 * A reason a value is refused: a key of the screen's namespace (the spec's messages, spec 001
 * section 5) and its parameters; `field` parameters are keys too. Undefined means the value is fine.
 * Every namespace that uses these validators defines `validation.empty`, `validation.invalidAmount`,
 * `validation.tooManyDecimals` and `validation.illegalAddress`.
 */
export type FieldIssue = { key: string; params?: Record<string, string | number> } | undefined

const amountPattern = /^\d+(\.\d+)?$/

/**
 * An amount in whole tokens: digits with an optional fraction of at most `decimals` places,
 * above zero unless `allowZero`, and representable on chain (base units fit in 256 bits).
 */
export function validateAmount(
  text: string | undefined,
  decimals: number,
  options: { allowZero?: boolean; field?: string } = {},
): FieldIssue {
  const value = text?.trim() ?? ''
  if (!value) return { key: 'validation.empty', params: { field: options.field ?? 'form.amount' } }
  if (!amountPattern.test(value)) return { key: 'validation.invalidAmount' }
  const fraction = value.split('.')[1] ?? ''
  if (fraction.length > decimals)
    return { key: 'validation.tooManyDecimals', params: { decimals, count: decimals } }
  const units = parseUnits(value, decimals)
  if (units > maxUint256) return { key: 'validation.invalidAmount' }
  if (units === 0n && !options.allowZero) return { key: 'validation.invalidAmount' }
  return undefined
}

/** An EVM address (checksummed or all one case); the zero address is refused. */
export function validateAddress(text: string | undefined, field = 'form.address'): FieldIssue {
  const value = text?.trim() ?? ''
  if (!value) return { key: 'validation.empty', params: { field } }
  if (!isAddress(value) || /^0x0{40}$/i.test(value)) return { key: 'validation.illegalAddress' }
  return undefined
}
