import { maxUint256 } from 'viem'
import { isProtocolId } from './inscriptionProtocols.ts'
import type { Inscription, InscriptionField, InscriptionOp, InscriptionRefusal } from './types.ts'

/** The fields of one operation, as read from JSON or typed in a form (any JSON value). */
export type InscriptionFieldValues = { op: InscriptionOp } & Partial<
  Record<Exclude<InscriptionField, 'op'>, unknown>
>

export type CheckInscriptionFieldsResult =
  | { ok: true; inscription: Inscription; tickAsWritten: string }
  | InscriptionRefusal

/**
 * 1 to 32 visible characters: no control, format, surrogate, private-use or unassigned code points
 * (`\p{C}`), no spaces of any kind (`\p{Z}`), and no `"` or `\` (which would need escaping in the
 * JSON and read differently in indexers that do not unescape).
 */
const tickPattern = /^[^\p{C}\p{Z}"\\]{1,32}$/u

/** Decimal digits, no leading zero (so also > 0), at most 78 digits (2^256 has 78). */
const numberPattern = /^[1-9][0-9]{0,77}$/

function isAmount(value: unknown): value is string {
  return typeof value === 'string' && numberPattern.test(value) && BigInt(value) <= maxUint256
}

const refuse = (problem: InscriptionRefusal['problem'], field: InscriptionField): InscriptionRefusal => ({
  ok: false,
  problem,
  field,
})

/**
 * Checks one operation's fields by the rules every TokenBox inscription follows (see
 * {@link InscriptionProblem} for each refusal) and returns the canonical inscription: `p` and
 * `tick` lower-cased (indexers compare both case-insensitively), `lim` defaulting to `max` on a
 * deploy that has none (the BRC-20 rule). `tickAsWritten` keeps the tick's case for the text a
 * builder writes. Used by {@link parseInscription} and the builders, so both apply one rule.
 *
 * @example
 * checkInscriptionFields({ op: 'mint', p: 'bsc-20', tick: 'BNBS', amt: '1000' })
 * // { ok: true, inscription: { p: 'bsc-20', op: 'mint', tick: 'bnbs', amt: '1000' }, tickAsWritten: 'BNBS' }
 */
export function checkInscriptionFields(fields: InscriptionFieldValues): CheckInscriptionFieldsResult {
  const { op, p, tick } = fields
  if (p === undefined) return refuse('missingField', 'p')
  if (typeof p !== 'string' || !isProtocolId(p.toLowerCase())) return refuse('badProtocol', 'p')
  if (tick === undefined) return refuse('missingField', 'tick')
  if (typeof tick !== 'string' || !tickPattern.test(tick)) return refuse('badTick', 'tick')
  // Lower-casing can lengthen a character ('İ' becomes two code points): the stored key must fit too.
  const key = tick.toLowerCase()
  if (!tickPattern.test(key)) return refuse('badTick', 'tick')
  const base = { p: p.toLowerCase(), tick: key }
  if (op === 'deploy') {
    const { max, lim = max } = fields
    if (max === undefined) return refuse('missingField', 'max')
    if (!isAmount(max)) return refuse('badNumber', 'max')
    if (!isAmount(lim)) return refuse('badNumber', 'lim')
    if (BigInt(lim) > BigInt(max)) return refuse('limAboveMax', 'lim')
    return { ok: true, inscription: { ...base, op, max, lim }, tickAsWritten: tick }
  }
  const { amt } = fields
  if (amt === undefined) return refuse('missingField', 'amt')
  if (!isAmount(amt)) return refuse('badNumber', 'amt')
  return { ok: true, inscription: { ...base, op, amt }, tickAsWritten: tick }
}
