import type { Hex } from 'viem'
import { buildDeployInscription, buildMintInscription } from './buildInscription.ts'
import { inscriptionConventionOf } from './inscriptionConventions.ts'
import { inscriptionFromHex, inscriptionToHex } from './inscriptionFromHex.ts'
import { parseInscription } from './parseInscription.ts'
import { serializeInscription } from './serializeInscription.ts'
import type { Inscription, InscriptionRefusal } from './types.ts'

/** Easy mode: the form's fields, as typed. */
export type EasyInscriptionInput =
  | { mode: 'easy'; op: 'deploy'; protocol: string; tick: string; max: string; lim: string }
  | { mode: 'easy'; op: 'mint'; protocol: string; tick: string; amt: string; id?: string | undefined }

export type ValidateInscriptionInputParameters =
  | EasyInscriptionInput
  /** Text mode: a whole `data:` string. */
  | { mode: 'text'; text: string }
  /** Hex mode: raw transaction data. */
  | { mode: 'hex'; hex: string }

export type ValidateInscriptionInputResult =
  | {
      ok: true
      /** The exact text sent (the decoded data in hex mode). */
      text: string
      /** The exact transaction data sent. */
      hex: Hex
      /** What TokenBox's indexer reads from it. */
      inscription: Inscription
    }
  | InscriptionRefusal

/**
 * Checks what the user entered in one of the inscription forms' three modes and returns the exact
 * text and bytes to send, or the problem (the web shows "Text or hex inscription string format is
 * incomplete" for text and hex mode, a field message in easy mode). Every mode ends in
 * {@link parseInscription}, so anything allowed through is what the indexer accepts.
 * Space around the whole entry, and around easy-mode fields, is dropped (a pasted line's newline,
 * a stray space after a number); space inside is refused, not guessed at.
 *
 * @example
 * validateInscriptionInput({ mode: 'text', text: 'data:,{"p":"bsc-20","op":"mint","tick":"bnbs","amt":"1000"}' })
 * // { ok: true, text: 'data:,{…}', hex: '0x646174613a2c…', inscription: { p: 'bsc-20', op: 'mint', tick: 'bnbs', amt: '1000' } }
 * validateInscriptionInput({ mode: 'hex', hex: '0x6461' }) // { ok: false, problem: 'notDataUri' }
 */
export function validateInscriptionInput(
  parameters: ValidateInscriptionInputParameters,
): ValidateInscriptionInputResult {
  let text: string
  if (parameters.mode === 'easy') {
    const built =
      parameters.op === 'deploy'
        ? buildDeployInscription({
            protocol: parameters.protocol,
            tick: parameters.tick.trim(),
            max: parameters.max.trim(),
            lim: parameters.lim.trim(),
          })
        : buildMintInscription({
            protocol: parameters.protocol,
            tick: parameters.tick.trim(),
            amt: parameters.amt.trim(),
            id: parameters.id?.trim(),
          })
    if (!built.ok) return built
    text = built.text
  } else if (parameters.mode === 'text') {
    text = parameters.text.trim()
  } else {
    const decoded = inscriptionFromHex(parameters.hex.trim())
    if (!decoded.ok) return decoded
    text = decoded.text
  }
  const parsed = parseInscription(text)
  if (!parsed.ok) return parsed
  // The item model counts exact bytes only: other spacing, key order or header would never count.
  if (
    inscriptionConventionOf(parsed.inscription.p).model === 'items' &&
    parsed.inscription.op !== 'transfer' &&
    serializeInscription(parsed.inscription) !== text
  )
    return { ok: false, problem: 'notExactBytes' }
  return { ok: true, text, hex: inscriptionToHex(text), inscription: parsed.inscription }
}
