import type { Address, PublicClient } from 'viem'
import { chainQueryOptions } from '../query/chainQuery.ts'
import { listPresales } from './listPresales.ts'
import type { PresaleListFilter } from './presaleState.ts'

export type PresaleListQueryParameters = {
  factory: Address
  filter: PresaleListFilter
  search: string
  /** Only the account's contributions ("my contributions"). */
  mine: boolean
  account: Address | undefined
}

/**
 * The chain's presales, filtered and searched (listPresales), limited to the account's when `mine`.
 *
 * @example
 * useQuery(presaleListQueryOptions(publicClient, { factory, filter: 'all', search: '', mine: false, account }))
 */
export function presaleListQueryOptions(
  client: PublicClient | undefined,
  { factory, filter, search, mine, account }: PresaleListQueryParameters,
) {
  return chainQueryOptions({
    key: ['presaleList', factory, filter, search, mine, mine ? account : undefined],
    client,
    read: (client) =>
      listPresales(client, { factory, filter, search, contributor: mine ? account : undefined }),
  })
}
