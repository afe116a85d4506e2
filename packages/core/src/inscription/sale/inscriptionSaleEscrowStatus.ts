import { inscriptionConventionOf } from '../inscriptionConventions.ts'
import type { InscriptionSaleState } from './readInscriptionSale.ts'

export type InscriptionSaleEscrowStatus = {
  /** What the sale's address must hold now for every promise it made (see below). */
  owed: bigint
  /** The indexed balance covers `owed`. */
  covered: boolean
  /** `owed` less the balance, when short (0 otherwise). */
  missing: bigint
  /** The balance beyond `owed` (what the seller may reclaim once nothing is owed to buyers). */
  surplus: bigint
  /**
   * The sale can deliver: its protocol is of the account model (ASC-20, SARC-20), whose indexers
   * move `amt` by the sale's transfer events. Under the item model (ERC-20, BSC-20, ...) a token
   * moves only as an ethscription, so those events would deliver nothing: buying is refused.
   */
  deliverable: boolean
  /** Buying is offered: the sale is live, can deliver, and its escrow covers every unit for sale. */
  canBuy: boolean
}

/**
 * What the contract cannot check, from the indexer's balance of the sale's address: whether the
 * escrow covers the sale. Before the finalize every unit for sale must be there (the units sold are
 * owed to their buyers, the rest to later buyers or back to the seller); after it, the units sold
 * and not yet claimed (the unsold went back by the finalize's event); after a cancel or failure,
 * nothing (buyers get their coin back). TokenBox offers a purchase only when it is covered.
 *
 * @example
 * inscriptionSaleEscrowStatus(state, indexedBalance).canBuy // false while the escrow is short
 */
export function inscriptionSaleEscrowStatus(
  state: Pick<InscriptionSaleState, 'status' | 'terms' | 'sold' | 'claimedUnits'>,
  indexedBalance: bigint,
): InscriptionSaleEscrowStatus {
  const { status, terms, sold, claimedUnits } = state
  const owed =
    status === 'finalized'
      ? (sold - claimedUnits) * terms.amountPerUnit
      : status === 'cancelled' || status === 'failed'
        ? 0n
        : terms.totalUnits * terms.amountPerUnit
  const deliverable = inscriptionConventionOf(terms.protocol).model === 'account'
  const covered = deliverable && indexedBalance >= owed
  return {
    owed,
    covered,
    missing: covered ? 0n : owed > indexedBalance ? owed - indexedBalance : 0n,
    surplus: covered ? indexedBalance - owed : 0n,
    deliverable,
    canBuy: status === 'live' && covered,
  }
}
