import type { Address } from 'viem'

/** How a unit's price is set (the contract's InscriptionPriceMode, in order). */
export const inscriptionPriceModes = ['constant', 'floating'] as const
export type InscriptionPriceMode = (typeof inscriptionPriceModes)[number]

/**
 * An inscription sale's terms as core builds and reads them (the contract's InscriptionSaleTerms,
 * with the price mode by name). Units: `amountPerUnit` is the inscription `amt` per unit; `softCap`
 * and `maxPerBuyer` are units (0 = none); prices are wei per unit; times are unix seconds.
 */
export type InscriptionSaleTerms = {
  protocol: string
  tick: string
  amountPerUnit: bigint
  totalUnits: bigint
  softCap: bigint
  maxPerBuyer: bigint
  start: bigint
  end: bigint
  /** Seconds after the end during which anyone may finalize (1 to 30 days). */
  finalizeGrace: number
  priceMode: InscriptionPriceMode
  startPrice: bigint
  /** Equal to `startPrice` for a constant price. */
  endPrice: bigint
}

/** The terms as the contract's ABI takes them. */
export function toInscriptionSaleTermsArgs(terms: InscriptionSaleTerms) {
  return { ...terms, priceMode: inscriptionPriceModes.indexOf(terms.priceMode) }
}

/** The terms as the contract returned them (the price mode as its index). */
export function fromInscriptionSaleTermsArgs(
  terms: ReturnType<typeof toInscriptionSaleTermsArgs>,
): InscriptionSaleTerms {
  return { ...terms, priceMode: inscriptionPriceModes[terms.priceMode] ?? 'constant' }
}

/** A sale's status (the launchpad's PresaleStatus, in order). */
export const inscriptionSaleStatuses = [
  'upcoming',
  'live',
  'ended',
  'finalized',
  'cancelled',
  'failed',
] as const
export type InscriptionSaleStatus = (typeof inscriptionSaleStatuses)[number]

/** What the escrow of a sale must hold: every unit for sale (the seller's transfer to the sale's address). */
export function inscriptionSaleEscrowNeeded(
  terms: Pick<InscriptionSaleTerms, 'amountPerUnit' | 'totalUnits'>,
): bigint {
  return terms.amountPerUnit * terms.totalUnits
}

/** A sale address with its seller, for the readers' results. */
export type InscriptionSaleRef = { sale: Address; seller: Address }
