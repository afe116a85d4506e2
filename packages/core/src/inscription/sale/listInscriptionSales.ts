import { type Address, getAbiItem, type PublicClient } from 'viem'
import { inscriptionSaleFactoryAbi } from '../../contracts/InscriptionSaleFactory.abi.ts'
import { listFactoryCreations } from '../../logs/listFactoryCreations.ts'
import { type InscriptionSaleState, readInscriptionSale } from './readInscriptionSale.ts'

const saleCreated = getAbiItem({ abi: inscriptionSaleFactoryAbi, name: 'InscriptionSaleCreated' })

export type ListInscriptionSalesParameters = {
  factory: Address
  /** The last 100,000 blocks when omitted (core's listBlockWindow). */
  fromBlock?: bigint | undefined
  toBlock?: bigint | undefined
  /** Whose positions to read (and, with `mine`, whose sales and purchases to keep). */
  account?: Address | undefined
  /** Only sales the account created or bought in. */
  mine?: boolean | undefined
  /** Part of the tick or the protocol (any case), or a sale's address (exact). */
  search?: string | undefined
  blockRange?: bigint | undefined
}

/**
 * The chain's inscription presales, newest first, from the factory's `InscriptionSaleCreated`
 * events (only that factory's address: nobody else can add one), each read as its page reads it
 * (terms, books, status, the account's position), kept when it matches the search and "mine".
 *
 * @example
 * await listInscriptionSales(publicClient, { factory, fromBlock: 0n, search: 'bnbs' })
 */
export async function listInscriptionSales(
  client: PublicClient,
  parameters: ListInscriptionSalesParameters,
): Promise<InscriptionSaleState[]> {
  const { account, mine } = parameters
  const { created: sales } = await listFactoryCreations(client, {
    ...parameters,
    event: saleCreated,
    created: (log) => log.args.sale,
  })
  const search = parameters.search?.trim().toLowerCase() ?? ''
  const read = await Promise.all(sales.map((sale) => readInscriptionSale(client, { sale, account })))
  return read.filter((state): state is InscriptionSaleState => {
    if (!state) return false
    const { terms } = state
    if (
      search &&
      !terms.tick.toLowerCase().includes(search) &&
      !terms.protocol.includes(search) &&
      state.sale.toLowerCase() !== search
    )
      return false
    if (mine && account) {
      const own = state.seller.toLowerCase() === account.toLowerCase()
      return own || (state.position?.units ?? 0n) > 0n
    }
    return true
  })
}
