import type { PublicClient } from 'viem'
import { chainQueryOptions } from '../../query/chainQuery.ts'
import { listSaleTokens } from './listSaleTokens.ts'
import type { SaleListFilter } from './readSaleState.ts'

/**
 * The chain's sale tokens for the "no-dApp sale list" dialog (listSaleTokens over the default window
 * of core's lists), filtered ALL / In PROGRESS / OVER; read only while the list is `open`.
 *
 * @example
 * useQuery(saleListQueryOptions(publicClient, { filter: 'all', open: true }))
 */
export function saleListQueryOptions(
  client: PublicClient | undefined,
  { filter, open }: { filter: SaleListFilter; open: boolean },
) {
  return chainQueryOptions({
    key: ['saleList', filter],
    client,
    ready: open,
    read: async (client) => (await listSaleTokens(client, { filter })).sales,
  })
}
