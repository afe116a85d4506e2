import type { Address, PublicClient } from 'viem'
import { type AccountAtBlockParameters, contractQueryOptions } from '../query/chainQuery.ts'
import { readPresale } from './readPresale.ts'

export type PresaleQueryParameters = AccountAtBlockParameters & {
  /** Undefined until the page has an address: the query waits. */
  presale: Address | undefined
}

/**
 * One presale's state with the account's position (readPresale), read again at every block (the
 * page's countdown, progress and buttons follow the chain) and shown from the last one meanwhile.
 * `data` is null when the address is no presale.
 *
 * @example
 * useQuery(presaleQueryOptions(publicClient, { presale, account, block }))
 */
export function presaleQueryOptions(
  client: PublicClient | undefined,
  { presale, account, block }: PresaleQueryParameters,
) {
  return contractQueryOptions({
    key: ['presale', presale, account, block],
    client,
    followsBlocks: true,
    read: (client, presale) => readPresale(client, { presale, account }),
  })
}
