import type { ErrorMessageKey } from '../../errors/errorMessageKeys.ts'
import { checkInscriptionFields } from '../checkInscriptionFields.ts'
import { inscriptionConventionOf } from '../inscriptionConventions.ts'
import { inscriptionSaleCost } from './inscriptionSaleCost.ts'
import type { InscriptionSaleTerms } from './inscriptionSaleTerms.ts'

/** The parts of the terms a problem belongs to. */
export type InscriptionSaleTermsField = 'tick' | 'units' | 'times' | 'grace' | 'price'

/** The most units one sale sells (InscriptionSaleFactory.MAX_UNITS). */
export const inscriptionSaleMaxUnits = 10n ** 12n
/** The grace period's bounds, in seconds (the launchpad's). */
export const inscriptionSaleGraceBounds = { min: 86_400, max: 30 * 86_400 } as const

const maxUint128 = 2n ** 128n - 1n
const maxUint256 = 2n ** 256n - 1n

/**
 * Checks a sale's terms by the factory's rules before anything is sent, with the texts of the
 * contract's own errors (so the form and a refused transaction say the same thing), plus core's
 * full inscription rule for the protocol and the tick (the contract checks only what keeps its
 * JSON well formed). Returns the problems by field; `{}` when the terms would be accepted at `now`.
 *
 * @example
 * validateInscriptionSaleTerms(terms, BigInt(Math.floor(Date.now() / 1000))) // {} or { price: 'inscriptionSaleInvalidPrice' }
 */
export function validateInscriptionSaleTerms(
  terms: InscriptionSaleTerms,
  now: bigint,
): Partial<Record<InscriptionSaleTermsField, ErrorMessageKey>> {
  const problems: Partial<Record<InscriptionSaleTermsField, ErrorMessageKey>> = {}
  const { protocol, tick, amountPerUnit, totalUnits, softCap, maxPerBuyer } = terms
  const fields = checkInscriptionFields({ op: 'transfer', p: protocol, tick, amt: '1' })
  // The contract takes the canonical (lower-case) protocol id only.
  if (!fields.ok || protocol !== protocol.toLowerCase()) problems.tick = 'inscriptionSaleInvalidTick'
  // The sale delivers by transfer events, which only the account model's indexers count.
  else if (inscriptionConventionOf(protocol).model !== 'account')
    problems.tick = 'inscriptionSaleNeedsAccountModel'
  const unitsValid =
    totalUnits > 0n &&
    totalUnits <= inscriptionSaleMaxUnits &&
    softCap >= 0n &&
    softCap <= totalUnits &&
    maxPerBuyer >= 0n &&
    maxPerBuyer <= totalUnits &&
    amountPerUnit > 0n &&
    amountPerUnit <= maxUint256 / totalUnits
  if (!unitsValid) problems.units = 'inscriptionSaleInvalidUnits'
  if (terms.start < now || terms.start >= terms.end) problems.times = 'presaleInvalidTimes'
  const { min, max } = inscriptionSaleGraceBounds
  if (!(terms.finalizeGrace >= min && terms.finalizeGrace <= max)) problems.grace = 'presaleInvalidGrace'
  const { startPrice, endPrice, priceMode } = terms
  const floating = priceMode === 'floating'
  const pricesValid =
    startPrice > 0n &&
    endPrice > 0n &&
    startPrice <= maxUint128 &&
    endPrice <= maxUint128 &&
    (floating ? endPrice !== startPrice && totalUnits >= 2n : endPrice === startPrice)
  if (!pricesValid || (unitsValid && inscriptionSaleCost(terms, 0n, totalUnits) > maxUint128))
    problems.price = 'inscriptionSaleInvalidPrice'
  return problems
}
