import type { Address, PublicClient } from 'viem'
import type { ScanProgress } from '../../logs/scanLogs.ts'
import { chainQueryOptions } from '../../query/chainQuery.ts'
import { listInscriptionSales } from './listInscriptionSales.ts'
import type { InscriptionSaleState } from './readInscriptionSale.ts'

export type InscriptionSaleListQueryParameters = {
  factory: Address
  search: string
  mine: boolean
  account: Address | undefined
  /** Where the list's log scan stands (not part of the key): the screen's progress line. */
  onProgress?: ((progress: ScanProgress) => void) | undefined
}

/**
 * The chain's inscription sales (listInscriptionSales), searched, limited to the account's when
 * `mine`: the newest sales show while older blocks are still read.
 *
 * @example
 * useQuery(inscriptionSaleListQueryOptions(publicClient, { factory, search: '', mine: false, account }))
 */
export function inscriptionSaleListQueryOptions(
  client: PublicClient | undefined,
  parameters: InscriptionSaleListQueryParameters,
) {
  const { factory, search, mine, account } = parameters
  return chainQueryOptions<InscriptionSaleState[]>({
    key: ['inscriptionSaleList', factory, search, mine, account],
    client,
    read: (client, show) => listInscriptionSales(client, { ...parameters, onEntries: show }),
  })
}
