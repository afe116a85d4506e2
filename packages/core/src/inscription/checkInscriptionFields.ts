import { maxUint256 } from 'viem'
import { inscriptionConventionOf } from './inscriptionConventions.ts'
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
 * {@link InscriptionProblem} for each refusal) and by its protocol's convention
 * (`inscriptionConventionOf`), and returns the canonical inscription: `p` lower-cased; `tick`
 * lower-cased for the account model (its indexers compare ticks case-insensitively) and kept for the
 * item model (exact bytes: `ETHS` is another tick than `eths`); `lim` defaulting to `max` on a deploy
 * that has none (the BRC-20 rule); a mint's `id` required where the convention numbers mints
 * (ERC-20 and the labels without rules of their own) and refused where it does not.
 * `tickAsWritten` keeps the tick's case for the text a builder writes. Used by
 * {@link parseInscription} and the builders, so both apply one rule.
 *
 * @example
 * checkInscriptionFields({ op: 'mint', p: 'asc-20', tick: 'DINO', amt: '1000' })
 * // { ok: true, inscription: { p: 'asc-20', op: 'mint', tick: 'dino', amt: '1000' }, tickAsWritten: 'DINO' }
 * checkInscriptionFields({ op: 'mint', p: 'erc-20', tick: 'ETHS', id: '7', amt: '1000' })
 * // { ok: true, inscription: { p: 'erc-20', op: 'mint', tick: 'ETHS', id: '7', amt: '1000' }, tickAsWritten: 'ETHS' }
 */
export function checkInscriptionFields(fields: InscriptionFieldValues): CheckInscriptionFieldsResult {
  const { op, p, tick } = fields
  if (p === undefined) return refuse('missingField', 'p')
  if (typeof p !== 'string' || !isProtocolId(p.toLowerCase())) return refuse('badProtocol', 'p')
  if (tick === undefined) return refuse('missingField', 'tick')
  if (typeof tick !== 'string' || !tickPattern.test(tick)) return refuse('badTick', 'tick')
  const convention = inscriptionConventionOf(p)
  // Lower-casing can lengthen a character ('İ' becomes two code points): the stored key must fit too.
  const key = convention.model === 'account' ? tick.toLowerCase() : tick
  if (!tickPattern.test(key)) return refuse('badTick', 'tick')
  const base = { p: p.toLowerCase(), tick: key }
  if (op === 'deploy') {
    const { max, lim = max } = fields
    if (max === undefined) return refuse('missingField', 'max')
    if (!isAmount(max)) return refuse('badNumber', 'max')
    if (!isAmount(lim)) return refuse('badNumber', 'lim')
    if (BigInt(lim) > BigInt(max)) return refuse('limAboveMax', 'lim')
    if (convention.maxMultipleOfLim && BigInt(max) % BigInt(lim) !== 0n)
      return refuse('maxNotMultipleOfLim', 'lim')
    return { ok: true, inscription: { ...base, op, max, lim }, tickAsWritten: tick }
  }
  const { amt, id } = fields
  if (amt === undefined) return refuse('missingField', 'amt')
  if (!isAmount(amt)) return refuse('badNumber', 'amt')
  if (op === 'transfer') return { ok: true, inscription: { ...base, op, amt }, tickAsWritten: tick }
  const numbered = convention.model === 'items' && convention.mintId
  if (!numbered) {
    if (id !== undefined) return { ok: false, problem: 'unknownField' }
    return { ok: true, inscription: { ...base, op, amt }, tickAsWritten: tick }
  }
  if (id === undefined) return refuse('missingField', 'id')
  if (!isAmount(id)) return refuse('badNumber', 'id')
  return { ok: true, inscription: { ...base, op, id, amt }, tickAsWritten: tick }
}
