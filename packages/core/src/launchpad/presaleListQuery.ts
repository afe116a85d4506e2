import type { Address, PublicClient } from 'viem'
import type { ScanProgress } from '../logs/scanLogs.ts'
import { chainQueryOptions } from '../query/chainQuery.ts'
import { listPresales, type PresaleListEntry } from './listPresales.ts'
import type { PresaleListFilter } from './presaleState.ts'

export type PresaleListQueryParameters = {
  factory: Address
  filter: PresaleListFilter
  search: string
  /** Only the account's contributions ("my contributions"). */
  mine: boolean
  account: Address | undefined
  /** Where the list's log scan stands (not part of the key): the screen's progress line. */
  onProgress?: ((progress: ScanProgress) => void) | undefined
}

/**
 * The chain's presales, filtered and searched (listPresales), limited to the account's when `mine`.
 *
 * @example
 * useQuery(presaleListQueryOptions(publicClient, { factory, filter: 'all', search: '', mine: false, account }))
 */
export function presaleListQueryOptions(
  client: PublicClient | undefined,
  { factory, filter, search, mine, account, onProgress }: PresaleListQueryParameters,
) {
  return chainQueryOptions<PresaleListEntry[]>({
    key: ['presaleList', factory, filter, search, mine, mine ? account : undefined],
    client,
    // The newest presales show while older blocks are still read.
    read: (client, show) =>
      listPresales(client, {
        factory,
        filter,
        search,
        contributor: mine ? account : undefined,
        onEntries: show,
        onProgress,
      }),
  })
}
