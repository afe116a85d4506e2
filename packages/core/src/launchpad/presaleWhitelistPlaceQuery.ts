import { type Address, type Hex, type PublicClient, zeroHash } from 'viem'
import { chainQueryOptions } from '../query/chainQuery.ts'
import { readPresaleWhitelist } from './presaleWhitelistList.ts'

export type PresaleWhitelistPlaceQueryParameters = {
  presale: Address | undefined
  /** The presale's whitelist as its state reads it: only a Merkle whitelist has a published list. */
  whitelist: { whitelist: boolean; merkleRoot: Hex } | null | undefined
  account: Address | undefined
}

/**
 * The account's place on a presale's Merkle whitelist (tier and proof for contribute), from the
 * list the creation published, checked against the presale's root (readPresaleWhitelist). `data`
 * is null when the account is not on it; the query waits while the presale has no Merkle list.
 * The list never changes after creation, so it is read once.
 *
 * @example
 * useQuery(presaleWhitelistPlaceQueryOptions(publicClient, { presale, whitelist: state, account }))
 */
export function presaleWhitelistPlaceQueryOptions(
  client: PublicClient | undefined,
  { presale, whitelist, account }: PresaleWhitelistPlaceQueryParameters,
) {
  const merkle = Boolean(whitelist?.whitelist && whitelist.merkleRoot !== zeroHash)
  return chainQueryOptions({
    key: ['presaleWhitelist', presale, whitelist?.merkleRoot, account],
    client,
    ready: Boolean(presale && account && merkle),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 3,
    read: async (client) => {
      const list = await readPresaleWhitelist(client, { presale: presale as Address })
      return list?.tree.proofOf(account as Address) ?? null
    },
  })
}
