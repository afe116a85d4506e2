import { type Address, getAbiItem, type PublicClient } from 'viem'
import { inscriptionSaleFactoryAbi } from '../../contracts/InscriptionSaleFactory.abi.ts'
import { type CreatedListParameters, listCreatedEntries } from '../../logs/listFactoryCreations.ts'
import { type InscriptionSaleState, readInscriptionSale } from './readInscriptionSale.ts'

const saleCreated = getAbiItem({ abi: inscriptionSaleFactoryAbi, name: 'InscriptionSaleCreated' })

export type ListInscriptionSalesParameters = CreatedListParameters<InscriptionSaleState> & {
  /** Whose positions to read (and, with `mine`, whose sales and purchases to keep). */
  account?: Address | undefined
  /** Only sales the account created or bought in. */
  mine?: boolean | undefined
  /** Part of the tick or the protocol (any case), or a sale's address (exact). */
  search?: string | undefined
}

/**
 * The chain's inscription presales, newest first, from the factory's `InscriptionSaleCreated`
 * events (only that factory's address: nobody else can add one), each read as its page reads it
 * (terms, books, status, the account's position) as soon as the scan finds it, kept when it matches
 * the search and "mine"; the rows so far go to `onEntries` while older blocks are read.
 *
 * @example
 * await listInscriptionSales(publicClient, { factory, fromBlock: 0n, search: 'bnbs' })
 */
export async function listInscriptionSales(
  client: PublicClient,
  parameters: ListInscriptionSalesParameters,
): Promise<InscriptionSaleState[]> {
  const { account, mine } = parameters
  const search = parameters.search?.trim().toLowerCase() ?? ''
  return listCreatedEntries(client, {
    ...parameters,
    event: saleCreated,
    created: (log) => log.args.sale,
    entryOf: async (sale): Promise<InscriptionSaleState | null> => {
      const state = await readInscriptionSale(client, { sale, account })
      if (!state) return null
      const { terms } = state
      if (
        search &&
        !terms.tick.toLowerCase().includes(search) &&
        !terms.protocol.includes(search) &&
        state.sale.toLowerCase() !== search
      )
        return null
      if (mine && account) {
        const own = state.seller.toLowerCase() === account.toLowerCase()
        if (!own && (state.position?.units ?? 0n) <= 0n) return null
      }
      return state
    },
  })
}
