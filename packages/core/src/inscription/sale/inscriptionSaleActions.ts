import { type Address, isAddressEqual } from 'viem'
import type { InscriptionSaleActionKind } from './inscriptionSaleActionSteps.ts'
import { inscriptionSaleCost } from './inscriptionSaleCost.ts'
import type { InscriptionSaleState } from './readInscriptionSale.ts'

/** What the connected account may do on an inscription sale now, from its state as read. */
export type InscriptionSaleActions = {
  /** The sale is live: the buy box is shown (the escrow and the units decide the button). */
  buy: boolean
  /** The sale's no-argument actions offered, in the page's order. */
  actions: InscriptionSaleActionKind[]
  /** The seller may take the escrow back: the sale is over (cancelled or failed) and holds some. */
  reclaim: boolean
  isSeller: boolean
}

/**
 * The inscription sale page's buttons, as the contract allows them: buying while live; finalize
 * once ended; claim and refund as the account's position says; cancel for the seller once ended,
 * or before anything is sold while open; the escrow back to the seller of a cancelled or failed
 * sale, `escrow` being the indexer's balance of the sale's address (undefined: no indexer).
 *
 * @example
 * inscriptionSaleActions(sale, account, escrow).actions // ['claim']
 */
export function inscriptionSaleActions(
  sale: InscriptionSaleState,
  account: Address | undefined,
  escrow: bigint | undefined,
): InscriptionSaleActions {
  const { status, position } = sale
  const isSeller = Boolean(account && isAddressEqual(account, sale.seller))
  const open = status === 'upcoming' || status === 'live'
  const over = status === 'cancelled' || status === 'failed'
  const actions: InscriptionSaleActionKind[] = [
    ...(status === 'ended' ? (['finalize'] as const) : []),
    ...(position?.claimable ? (['claim'] as const) : []),
    ...(position?.refundable ? (['refund'] as const) : []),
    ...(isSeller && (status === 'ended' || (sale.sold === 0n && open)) ? (['cancel'] as const) : []),
  ]
  return { buy: status === 'live', actions, reclaim: isSeller && over && Boolean(escrow), isSeller }
}

/** The figures an inscription sale's page shows, from its state and the units typed. */
export type InscriptionSaleFigures = {
  /** Units still for sale. */
  left: bigint
  /** What the typed units cost now, in wei; undefined when they are none or more than are left. */
  cost: bigint | undefined
  /** The next unit's price while the sale is open with units left. */
  priceNow: bigint | undefined
  /** Wei raised: the books' while held, the sold units' cost once finalized (the raise went out). */
  raised: bigint
  /** Cancelled or failed. */
  over: boolean
}

/**
 * The page's figures, each as the contract counts it (inscriptionSaleCost is its costOf): units
 * left, the typed units' cost, the price of the next unit, what was raised.
 *
 * @example
 * inscriptionSaleFigures(sale, 3n).cost // 30000000000000000n at 0.01 a unit
 */
export function inscriptionSaleFigures(sale: InscriptionSaleState, units: bigint): InscriptionSaleFigures {
  const { terms, sold, status } = sale
  const left = terms.totalUnits - sold
  const open = status === 'upcoming' || status === 'live'
  return {
    left,
    cost: units > 0n && units <= left ? inscriptionSaleCost(terms, sold, units) : undefined,
    priceNow: open && left > 0n ? inscriptionSaleCost(terms, sold, 1n) : undefined,
    // After the finalize the contract holds nothing (the raise went to the seller).
    raised: status === 'finalized' ? inscriptionSaleCost(terms, 0n, sold) : sale.raised,
    over: status === 'cancelled' || status === 'failed',
  }
}
