import { parseEther } from 'viem'
import type { ErrorMessageKey } from '../../errors/errorMessageKeys.ts'
import { protocolIdOf } from '../inscriptionProtocols.ts'
import type { TickBalance } from '../tickStatus.ts'
import { inscriptionSaleCost } from './inscriptionSaleCost.ts'
import {
  type InscriptionPriceMode,
  type InscriptionSaleTerms,
  inscriptionSaleEscrowNeeded,
} from './inscriptionSaleTerms.ts'
import {
  type InscriptionSaleTermsField,
  validateInscriptionSaleTerms,
} from './validateInscriptionSaleTerms.ts'

/** The create form as typed: strings and epoch milliseconds, turned into core's terms on every change. */
export type InscriptionSaleDraft = {
  /** The protocol's label as picked (`ASC-20`); the terms carry its id. */
  protocol: string
  tick: string
  amountPerUnit: string
  totalUnits: string
  softCap: string
  maxPerBuyer: string
  start: number
  end: number
  graceDays: number | null
  priceMode: InscriptionPriceMode
  startPrice: string
  endPrice: string
}

export type InscriptionSaleDraftField = keyof InscriptionSaleDraft

/**
 * Why a field of the draft is refused: `notNumber` (the field is not a whole number, or a coin
 * amount for a price, yet), or a problem of the factory's rules with its error message's key.
 */
export type InscriptionSaleDraftIssue = { kind: 'notNumber' } | { kind: 'terms'; key: ErrorMessageKey }

/** The draft as core reads it: its terms, each field's issue, and the summary's figures. */
export type InscriptionSaleDraftCheck = {
  /** Undefined while a field is not a number yet. */
  terms: InscriptionSaleTerms | undefined
  issues: Partial<Record<InscriptionSaleDraftField, InscriptionSaleDraftIssue>>
  /** What the escrow must hold (every unit), once the units make sense. */
  escrowNeeded: bigint | undefined
  /** What the whole sale raises, in wei, once the units and the price make sense. */
  raise: bigint | undefined
  /** The seller's indexed balance when it does not cover the escrow: nothing may be sent. */
  short: bigint | undefined
  /** Terms the factory accepts and a balance that covers them (or no indexer to say otherwise). */
  ok: boolean
}

const wholeNumber = /^(0|[1-9]\d*)$/
const coinAmount = /^(0|[1-9]\d*)(\.\d{1,18})?$/

/** Which of the form's inputs shows a problem of core's terms check. */
const fieldOfProblem: Record<InscriptionSaleTermsField, InscriptionSaleDraftField> = {
  tick: 'tick',
  units: 'totalUnits',
  times: 'end',
  grace: 'graceDays',
  price: 'startPrice',
}

/**
 * The draft's terms, or the first field that is not a number yet (the protocol as its id, times
 * in seconds, the grace in seconds, a constant price's end price equal to its start price).
 *
 * @example
 * inscriptionSaleTermsOf({ ...draft, totalUnits: '4O' }) // { missing: 'totalUnits' }
 */
export function inscriptionSaleTermsOf(
  draft: InscriptionSaleDraft,
): { terms: InscriptionSaleTerms } | { missing: InscriptionSaleDraftField } {
  for (const field of ['amountPerUnit', 'totalUnits', 'softCap', 'maxPerBuyer'] as const)
    if (!wholeNumber.test(draft[field].trim())) return { missing: field }
  for (const field of draft.priceMode === 'floating'
    ? (['startPrice', 'endPrice'] as const)
    : (['startPrice'] as const))
    if (!coinAmount.test(draft[field].trim())) return { missing: field }
  if (!draft.tick.trim()) return { missing: 'tick' }
  const startPrice = parseEther(draft.startPrice.trim())
  return {
    terms: {
      protocol: protocolIdOf(draft.protocol),
      tick: draft.tick.trim(),
      amountPerUnit: BigInt(draft.amountPerUnit.trim()),
      totalUnits: BigInt(draft.totalUnits.trim()),
      softCap: BigInt(draft.softCap.trim()),
      maxPerBuyer: BigInt(draft.maxPerBuyer.trim()),
      start: BigInt(Math.floor(draft.start / 1000)),
      end: BigInt(Math.floor(draft.end / 1000)),
      finalizeGrace: (draft.graceDays ?? 0) * 86_400,
      priceMode: draft.priceMode,
      startPrice,
      endPrice: draft.priceMode === 'floating' ? parseEther(draft.endPrice.trim()) : startPrice,
    },
  }
}

/**
 * Checks a sale's draft as the create form shows it: each field's issue (the factory's rules at
 * `now`, validateInscriptionSaleTerms), what the escrow needs and the whole sale raises, and
 * whether the seller's indexed `balance` of the tick falls short of the escrow. An indexer that
 * has not answered or has no route refuses nothing: the page says so elsewhere.
 *
 * @example
 * checkInscriptionSaleDraft(draft, { now: BigInt(Math.floor(Date.now() / 1000)), balance }).ok
 */
export function checkInscriptionSaleDraft(
  draft: InscriptionSaleDraft,
  { now, balance }: { now: bigint; balance?: TickBalance | undefined },
): InscriptionSaleDraftCheck {
  const built = inscriptionSaleTermsOf(draft)
  if ('missing' in built)
    return {
      terms: undefined,
      issues: { [built.missing]: { kind: 'notNumber' } },
      escrowNeeded: undefined,
      raise: undefined,
      short: undefined,
      ok: false,
    }
  const { terms } = built
  const problems = validateInscriptionSaleTerms(terms, now)
  const issues: InscriptionSaleDraftCheck['issues'] = {}
  for (const [problem, key] of Object.entries(problems) as [InscriptionSaleTermsField, ErrorMessageKey][])
    issues[fieldOfProblem[problem]] = { kind: 'terms', key }
  const escrowNeeded = problems.units ? undefined : inscriptionSaleEscrowNeeded(terms)
  const short =
    balance?.kind === 'indexed' && escrowNeeded !== undefined && balance.balance < escrowNeeded
      ? balance.balance
      : undefined
  return {
    terms,
    issues,
    escrowNeeded,
    raise: problems.units || problems.price ? undefined : inscriptionSaleCost(terms, 0n, terms.totalUnits),
    short,
    ok: Object.keys(issues).length === 0 && short === undefined,
  }
}
