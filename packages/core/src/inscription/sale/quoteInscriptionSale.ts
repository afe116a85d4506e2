import type { Address, PublicClient } from 'viem'
import { inscriptionSaleAbi } from '../../contracts/InscriptionSale.abi.ts'

export type QuoteInscriptionSaleParameters = {
  sale: Address
  units: bigint
}

/**
 * What `units` of a sale cost now, in wei (the contract's quote: on a floating curve it counts the
 * units sold at this block; a purchase mined later may cost more, and the value sent is the limit).
 *
 * @example
 * const cost = await quoteInscriptionSale(publicClient, { sale, units: 10n })
 */
export async function quoteInscriptionSale(
  client: PublicClient,
  { sale, units }: QuoteInscriptionSaleParameters,
): Promise<bigint> {
  return client.readContract({ address: sale, abi: inscriptionSaleAbi, functionName: 'quote', args: [units] })
}
