import type { Address, PublicClient } from 'viem'
import { chainQueryOptions } from '../../query/chainQuery.ts'
import { listInscriptionSales } from './listInscriptionSales.ts'

/**
 * The chain's inscription sales (listInscriptionSales), searched, limited to the account's when
 * `mine`.
 *
 * @example
 * useQuery(inscriptionSaleListQueryOptions(publicClient, { factory, search: '', mine: false, account }))
 */
export function inscriptionSaleListQueryOptions(
  client: PublicClient | undefined,
  parameters: { factory: Address; search: string; mine: boolean; account: Address | undefined },
) {
  const { factory, search, mine, account } = parameters
  return chainQueryOptions({
    key: ['inscriptionSaleList', factory, search, mine, account],
    client,
    read: (client) => listInscriptionSales(client, parameters),
  })
}
