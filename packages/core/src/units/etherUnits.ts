import { formatUnits, parseUnits } from 'viem'
import { toPlainDecimal } from '../format/toPlainDecimal.ts'

/** One denomination of the native coin: its power of ten over wei and the other names it goes by. */
export type EtherUnit = {
  /** The name shown first (the one viem and most wallets use). */
  id: EtherUnitId
  /** wei per unit = 10^decimals. */
  decimals: number
  /** Older or alternative names (Babbage, Shannon, ...), shown beside the id. */
  aliases: readonly string[]
}

export type EtherUnitId =
  | 'wei'
  | 'kwei'
  | 'mwei'
  | 'gwei'
  | 'szabo'
  | 'finney'
  | 'ether'
  | 'kether'
  | 'mether'
  | 'gether'
  | 'tether'

/** Every named unit from wei (10^0) to tether (10^30), in steps of a thousand. */
export const etherUnits: readonly EtherUnit[] = [
  { id: 'wei', decimals: 0, aliases: [] },
  { id: 'kwei', decimals: 3, aliases: ['babbage', 'femtoether'] },
  { id: 'mwei', decimals: 6, aliases: ['lovelace', 'picoether'] },
  { id: 'gwei', decimals: 9, aliases: ['shannon', 'nanoether'] },
  { id: 'szabo', decimals: 12, aliases: ['microether'] },
  { id: 'finney', decimals: 15, aliases: ['milliether'] },
  { id: 'ether', decimals: 18, aliases: [] },
  { id: 'kether', decimals: 21, aliases: ['grand'] },
  { id: 'mether', decimals: 24, aliases: [] },
  { id: 'gether', decimals: 27, aliases: [] },
  { id: 'tether', decimals: 30, aliases: [] },
]

/**
 * Why a typed amount is not a number of wei: `invalidAmount` (not a non-negative decimal),
 * `tooManyDecimals` (a fraction of a wei, e.g. 0.5 wei or 1.0000000000000000001 ether).
 */
export type UnitAmountIssue = 'invalidAmount' | 'tooManyDecimals'

/**
 * Longest input accepted, in characters: a converter has no business with numbers beyond
 * anything a chain holds (2^256 wei has 78 digits), and a cap keeps a pasted novel from freezing
 * the page. 120 leaves room for 30 decimals and exponent notation.
 */
export const maxUnitInputLength = 120

/**
 * Reads an amount typed in one unit as an exact number of wei: no floating point anywhere, so
 * `0.1` ether is exactly 100000000000000000 wei. Accepts digits with one `.`, a leading `+`,
 * `_` or space digit groups, full-width digits (NFKC), and exponent notation (`1e-9`, `2.5E3`).
 * Zero is a valid amount; a negative one or a fraction of a wei is not.
 *
 * @example
 * parseUnitAmount('1.5', 9) // 1500000000n
 * parseUnitAmount('0.5', 0) // 'tooManyDecimals'
 * parseUnitAmount('abc', 18) // 'invalidAmount'
 */
export function parseUnitAmount(text: string, decimals: number): bigint | UnitAmountIssue {
  const compact = text.normalize('NFKC').replace(/[\s_]/g, '')
  if (!compact || compact.length > maxUnitInputLength) return 'invalidAmount'
  const plain = toPlainDecimal(compact)
  if (plain === undefined || plain.startsWith('-')) return 'invalidAmount'
  if ((plain.split('.')[1] ?? '').length > decimals) return 'tooManyDecimals'
  return parseUnits(plain, decimals)
}

/** An amount in wei shown in a unit: exact decimal text, no exponent, no trailing zeros. */
export function formatUnitAmount(wei: bigint, decimals: number): string {
  return formatUnits(wei, decimals)
}

/**
 * The amount typed in one unit, in every unit (keyed by unit id), or why it cannot be read.
 *
 * @example
 * convertEtherUnits('1', 'gwei').values?.ether // '0.000000001'
 */
export function convertEtherUnits(
  text: string,
  from: EtherUnitId,
): { wei: bigint; values: Record<EtherUnitId, string> } | { issue: UnitAmountIssue } {
  const unit = etherUnits.find((candidate) => candidate.id === from)
  if (!unit) throw new Error(`Unknown unit ${from}`)
  const wei = parseUnitAmount(text, unit.decimals)
  if (typeof wei !== 'bigint') return { issue: wei }
  const values = Object.fromEntries(
    etherUnits.map((target) => [target.id, formatUnitAmount(wei, target.decimals)]),
  ) as Record<EtherUnitId, string>
  return { wei, values }
}
