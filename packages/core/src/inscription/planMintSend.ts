import { mintIsNumbered } from './inscriptionConventions.ts'
import { numberedMintTexts } from './mintItems.ts'
import { serializeInscription } from './serializeInscription.ts'
import type { TickStatus } from './tickStatus.ts'
import type { Inscription } from './types.ts'

/**
 * What a mint form does when its user presses Mint:
 * - `send`: the texts to send, one transaction each (a numbered mint gets a free id per repetition);
 * - `confirmFull`: the indexer says the tick is fully minted (or, numbered, no id is left): nothing
 *   would count, so the user must confirm before gas is paid for nothing;
 * - `confirmPartial`: numbered, fewer free ids than mints asked: only `texts` (that many) can
 *   count, and the user confirms sending just those;
 * - `confirmTaken`: numbered, the id typed is minted already or beyond max / lim: it would not
 *   count; `texts` hold a free id instead when one is known;
 * - `confirmUnreadable`: the indexer could not be read, so whether the mint counts is unknown; the
 *   user confirms sending it unchecked (a numbered mint once, with the id in the form: repeating it
 *   without free ids would send one number several times).
 */
export type MintSendPlan =
  | { kind: 'send'; texts: string[] }
  | { kind: 'confirmFull'; texts: string[] }
  | { kind: 'confirmPartial'; texts: string[]; left: number }
  | { kind: 'confirmTaken'; texts: string[]; id: string; instead: string }
  | { kind: 'confirmUnreadable'; texts: string[] }

export type PlanMintSendParameters = {
  mint: Extract<Inscription, { op: 'mint' }>
  /** How many times the mint is sent. */
  count: number
  /**
   * What the indexer says of the tick now: `unavailable` (a server without an indexer) stops
   * nothing; `unreadable` (the read failed) asks the user first.
   */
  status: TickStatus | { kind: 'unreadable' } | undefined
  /**
   * For a numbered mint: ids nobody minted yet (`fetchFreeMintIds`, the form's id asked first), as
   * many as `count` when there are.
   */
  freeIds: readonly string[] | 'unreadable' | undefined
}

/**
 * Decides what a mint form sends, so that no mint the indexer would not count leaves the page
 * without the user's confirm: a tick reported fully minted asks first (sending anyway is the user's
 * choice, and its result is then "Sent, not counted"); a numbered mint repeated gets a different
 * free id for each transaction (the same id twice would count once). Without an indexer's answer
 * nothing is refused.
 *
 * @example
 * planMintSend({ mint, count: 3, status, freeIds: ['4', '9', '12'] }) // { kind: 'send', texts: [3 numbered texts] }
 */
export function planMintSend(parameters: PlanMintSendParameters): MintSendPlan {
  const { mint, count, status, freeIds } = parameters
  const repeated = Array.from({ length: count }, () => serializeInscription(mint))
  const numbered = mintIsNumbered(mint.p)
  if (status?.kind === 'unreadable' || freeIds === 'unreadable')
    return { kind: 'confirmUnreadable', texts: numbered ? repeated.slice(0, 1) : repeated }
  const tick = status?.kind === 'indexed' ? status.tick : null
  if (tick?.fullyMinted) return { kind: 'confirmFull', texts: repeated }
  if (!numbered || !tick || freeIds === undefined) return { kind: 'send', texts: repeated }
  if (freeIds.length === 0) return { kind: 'confirmFull', texts: repeated }
  if (count === 1) {
    // The id in the form is kept when it is free (the server answers it first then).
    const [free] = freeIds as [string]
    if (mint.id === undefined || free === mint.id)
      return { kind: 'send', texts: numberedMintTexts(mint, [free]) }
    return { kind: 'confirmTaken', texts: numberedMintTexts(mint, [free]), id: mint.id, instead: free }
  }
  const ids = freeIds.slice(0, count)
  if (ids.length < count)
    return { kind: 'confirmPartial', texts: numberedMintTexts(mint, ids), left: ids.length }
  return { kind: 'send', texts: numberedMintTexts(mint, ids) }
}
