import type { Address, PublicClient } from 'viem'
import { chainQueryOptions } from '../query/chainQuery.ts'
import { readPresale } from './readPresale.ts'

export type PresaleQueryParameters = {
  /** Undefined until the page has an address: the query waits. */
  presale: Address | undefined
  account: Address | undefined
  /** The newest block: the page's countdown, progress and buttons follow the chain. */
  block: bigint | undefined
}

/**
 * One presale's state with the account's position (readPresale), read again at every block and
 * shown from the last one meanwhile. `data` is null when the address is no presale.
 *
 * @example
 * useQuery(presaleQueryOptions(publicClient, { presale, account, block }))
 */
export function presaleQueryOptions(
  client: PublicClient | undefined,
  { presale, account, block }: PresaleQueryParameters,
) {
  return chainQueryOptions({
    key: ['presale', presale, account, block],
    client,
    ready: Boolean(presale),
    followsBlocks: true,
    read: (client) => readPresale(client, { presale: presale as Address, account }),
  })
}
