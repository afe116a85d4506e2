import type { PublicClient } from 'viem'
import type { ScanProgress } from '../../logs/scanLogs.ts'
import { chainQueryOptions } from '../../query/chainQuery.ts'
import { listSaleTokens } from './listSaleTokens.ts'
import type { SaleListFilter, SaleState } from './readSaleState.ts'

export type SaleListQueryParameters = {
  filter: SaleListFilter
  /** Whether the list is shown: it is read only then. */
  open: boolean
  /** Where the list's log scan stands (not part of the key): the screen's progress line. */
  onProgress?: ((progress: ScanProgress) => void) | undefined
}

/**
 * The chain's sale tokens for the "no-dApp sale list" dialog (listSaleTokens over the default window
 * of core's lists), filtered ALL / In PROGRESS / OVER; read only while the list is `open`, the
 * newest sales shown while older blocks are still read.
 *
 * @example
 * useQuery(saleListQueryOptions(publicClient, { filter: 'all', open: true }))
 */
export function saleListQueryOptions(
  client: PublicClient | undefined,
  { filter, open, onProgress }: SaleListQueryParameters,
) {
  return chainQueryOptions<SaleState[]>({
    key: ['saleList', filter],
    client,
    ready: open,
    read: async (client, show) =>
      (await listSaleTokens(client, { filter, onEntries: show, onProgress })).sales,
  })
}
