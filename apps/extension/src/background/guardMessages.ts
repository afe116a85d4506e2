import type { WalletRequest, WalletRequestFindingKind } from '@tokenbox/core/guard/types.ts'
import type { Language } from '@tokenbox/ui/i18n/languages.ts'

/** The message type the content script sends the background for each held wallet request. */
export const guardAnalyzeType = 'guard.analyze'

/** A page's wallet request, relayed by the content script (`chrome.runtime.sendMessage`). */
export type GuardAnalyzeMessage = {
  type: typeof guardAnalyzeType
  request: WalletRequest
  /** The provider's chain (`eth_chainId`), read by the inpage script for `eth_sendTransaction`. */
  chainId?: number | undefined
  /** The origin of the frame that asked (shown in the warning). */
  origin?: string | undefined
}

/** One line of the warning: a label and what it names (a name, an amount, a date), with the full address when it is one. */
export type GuardWarningRow = { label: string; value: string; address?: string }

/**
 * One line of what a transaction will do to the wallet (issue 80), already in words: `out` leaves
 * it, `in` enters it, `grant` lets someone else take from it, `create` makes a contract, `fails`
 * says it will revert, `unknown` that the RPC could not tell, `none` that it moves nothing.
 */
export type GuardChangeLine = {
  tone: 'out' | 'in' | 'grant' | 'create' | 'caution' | 'fails' | 'unknown' | 'none'
  text: string
  /** The full address of who receives, sends or is allowed, when the text names one. */
  address?: string
}

/** What the transaction will do, under its heading. */
export type GuardChanges = { heading: string; lines: GuardChangeLine[] }

/**
 * What the content script shows, every text already in the user's language: the background
 * translates, the content script only lays it out.
 */
export type GuardWarning = {
  /** What the guard found; `transaction` for a transaction it only summarizes. */
  kind: WalletRequestFindingKind | 'transaction'
  language: Language
  brand: string
  title: string
  summary: string
  rows: GuardWarningRow[]
  /** A trap token's reasons (the safety check's sentences), most serious first. */
  reasons: string[]
  /** For a transaction on a chain the extension reads: what it will do to the wallet (issue 80). */
  changes?: GuardChanges
  note: string
  cancel: string
  continue: string
}

/** The background's answer: let the request through, or show `warning` and let the user decide. */
export type GuardAnalyzeReply = { action: 'allow' } | { action: 'warn'; warning: GuardWarning }

/**
 * Whether `message` is a guard question (the background's listener also receives the popup's and
 * options page's messages, which are not its to answer).
 *
 * @example
 * isGuardAnalyzeMessage({ type: 'guard.analyze', request: { method: 'eth_sendTransaction', params: [] } }) // true
 */
export function isGuardAnalyzeMessage(message: unknown): message is GuardAnalyzeMessage {
  if (typeof message !== 'object' || message === null) return false
  const { type, request } = message as Record<string, unknown>
  return (
    type === guardAnalyzeType &&
    typeof request === 'object' &&
    request !== null &&
    typeof (request as Record<string, unknown>).method === 'string'
  )
}
