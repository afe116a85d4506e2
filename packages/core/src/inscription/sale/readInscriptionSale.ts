import type { Address, PublicClient } from 'viem'
import { inscriptionSaleAbi } from '../../contracts/InscriptionSale.abi.ts'
import { whenContractRefuses } from '../../errors/contractRefusal.ts'
import {
  fromInscriptionSaleTermsArgs,
  type InscriptionSaleStatus,
  type InscriptionSaleTerms,
  inscriptionSaleEscrowNeeded,
  inscriptionSaleStatuses,
} from './inscriptionSaleTerms.ts'

export type ReadInscriptionSaleParameters = {
  sale: Address
  /** Whose position to read. */
  account?: Address | undefined
}

/** One buyer's position: units bought, wei paid, and what it may do now. */
export type InscriptionSalePosition = {
  units: bigint
  paid: bigint
  claimed: boolean
  refunded: boolean
  claimable: boolean
  refundable: boolean
}

export type InscriptionSaleState = {
  sale: Address
  factory: Address
  seller: Address
  terms: InscriptionSaleTerms
  status: InscriptionSaleStatus
  /** Units sold, claimed; wei held; buyers. */
  sold: bigint
  claimedUnits: bigint
  raised: bigint
  buyers: number
  /** Unix seconds of the finalize (0 before it). */
  finalizedAt: bigint
  /** `totalUnits * amountPerUnit`: what the escrow must hold (compare with the indexed balance). */
  escrowNeeded: bigint
  /** The chain's clock (the latest block's timestamp). */
  now: bigint
  /** Sold as a share of the units for sale, in basis points. */
  progressBps: number
  position?: InscriptionSalePosition | undefined
}

/**
 * One inscription sale as its page shows it: the terms, the seller, the books and status (the
 * launchpad's statuses), what the escrow must hold, the chain's clock, and `account`'s position,
 * all at the newest block.
 * Null when the address has no code or does not answer as a sale. Whether the escrow is there is
 * the indexer's answer (the balance of the sale's address), not the contract's.
 *
 * @example
 * const state = await readInscriptionSale(publicClient, { sale, account })
 * state?.status // 'live'
 */
export async function readInscriptionSale(
  client: PublicClient,
  { sale, account }: ReadInscriptionSaleParameters,
): Promise<InscriptionSaleState | null> {
  // The views at one block, so the books, the position and the clock agree (a sale's code, once
  // there, stays: it is read beside the block).
  const [block, code] = await Promise.all([
    client.getBlock({ blockTag: 'latest' }),
    client.getCode({ address: sale }),
  ])
  if (!code || code === '0x') return null
  const blockNumber = block.number
  const contract = { address: sale, abi: inscriptionSaleAbi, blockNumber } as const
  // A contract that does not answer as a sale is no sale; a node that fails is an error.
  const facts = await Promise.all([
    client.readContract({ ...contract, functionName: 'terms' }),
    client.readContract({ ...contract, functionName: 'books' }),
    client.readContract({ ...contract, functionName: 'seller' }),
    client.readContract({ ...contract, functionName: 'factory' }),
    account ? client.readContract({ ...contract, functionName: 'positionOf', args: [account] }) : undefined,
  ]).catch(whenContractRefuses(null))
  if (!facts) return null
  const [rawTerms, books, seller, factory, position] = facts
  const terms = fromInscriptionSaleTermsArgs(rawTerms)
  return {
    sale,
    factory,
    seller,
    terms,
    status: inscriptionSaleStatuses[books.status] ?? 'live',
    sold: books.sold,
    claimedUnits: books.claimedUnits,
    raised: books.raised,
    buyers: books.buyers,
    finalizedAt: books.finalizedAt,
    escrowNeeded: inscriptionSaleEscrowNeeded(terms),
    now: block.timestamp,
    progressBps: Number((books.sold * 10_000n) / terms.totalUnits),
    position: position && { ...position },
  }
}
