import { mintIsNumbered } from '@tokenbox/core/inscription/inscriptionConventions.ts'
import { inscriptionProtocols } from '@tokenbox/core/inscription/inscriptionProtocols.ts'
import type { InscriptionField, InscriptionProblem } from '@tokenbox/core/inscription/types.ts'
import {
  type ValidateInscriptionInputResult,
  validateInscriptionInput,
} from '@tokenbox/core/inscription/validateInscriptionInput.ts'

/** The two operations the screen offers, one tab each. */
export type InscribeOp = 'deploy' | 'mint'

export type InscribeMode = 'easy' | 'text' | 'hex'

/** What the deploy and mint forms hold, as typed: strings, checked by core on every change. */
export type InscribeDraft = {
  mode: InscribeMode
  /** One of the 32 labels, or `custom` for {@link InscribeDraft.customProtocol}. */
  protocol: string
  customProtocol: string
  tick: string
  max: string
  lim: string
  amt: string
  /** The mint's number, where the protocol's convention numbers mints (`mintIsNumbered`). */
  id: string
  text: string
  hex: string
}

export const customProtocol = 'custom'

export const defaultInscribeDraft: InscribeDraft = {
  mode: 'easy',
  protocol: 'BSC-20' satisfies (typeof inscriptionProtocols)[number],
  customProtocol: '',
  tick: '',
  max: '',
  lim: '',
  amt: '',
  id: '',
  text: '',
  hex: '',
}

/** A draft's verdict: the exact bytes to send, or the refusal in the words of the form. */
export type InscribeCheck =
  | Extract<ValidateInscriptionInputResult, { ok: true }>
  | {
      ok: false
      problem: InscriptionProblem | 'opMismatch'
      field?: InscriptionField | undefined
    }

/**
 * Core's check of the draft for `op`: in easy mode from the fields (the protocol label or the
 * custom one), in text and hex mode from what was pasted, which must then be the tab's operation
 * (a mint pasted on the Deploy tab is refused, not sent as something the user did not pick).
 */
export function checkInscribeDraft(op: InscribeOp, draft: InscribeDraft): InscribeCheck {
  const protocol = draftProtocol(draft)
  const { tick } = draft
  const check =
    draft.mode === 'text'
      ? validateInscriptionInput({ mode: 'text', text: draft.text })
      : draft.mode === 'hex'
        ? validateInscriptionInput({ mode: 'hex', hex: draft.hex })
        : op === 'deploy'
          ? validateInscriptionInput({ mode: 'easy', op, protocol, tick, max: draft.max, lim: draft.lim })
          : validateInscriptionInput({
              mode: 'easy',
              op,
              protocol,
              tick,
              amt: draft.amt,
              id: mintIsNumbered(protocol) ? draft.id : undefined,
            })
  if (check.ok && check.inscription.op !== op) return { ok: false, problem: 'opMismatch', field: 'op' }
  return check
}

/** The protocol the draft names: a label, or the custom one typed. */
export const draftProtocol = (draft: InscribeDraft) =>
  draft.protocol === customProtocol ? draft.customProtocol : draft.protocol

/** The protocol choices of the select: the spec's 32 labels, then a custom one. */
export const protocolChoices = [...inscriptionProtocols, customProtocol] as const
