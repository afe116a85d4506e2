import type { Address, PublicClient } from 'viem'
import type { ChainEntry } from '../chains/types.ts'
import { chainQueryOptions, contractQueryOptions } from '../query/chainQuery.ts'
import { readTokenDetails, type TokenDetails } from './readTokenDetails.ts'
import { readBlacklistedPairs, renounceBlockers } from './renounceBlockers.ts'

/**
 * The TokenBox token at `address` as Manage Token shows it (readTokenDetails) with the account's
 * view; `data` is null when it is not a TokenBox token on the chain. Every Manage Token query's key
 * starts with `tokenDetails`, so invalidating that refreshes them all after an action.
 *
 * @example
 * useQuery(tokenDetailsQueryOptions(publicClient, { address, account }))
 * queryClient.invalidateQueries({ queryKey: tokenDetailsQueryPrefix })
 */
export function tokenDetailsQueryOptions(
  client: PublicClient | undefined,
  { address, account }: { address: Address | undefined; account: Address | undefined },
) {
  return contractQueryOptions({
    key: ['tokenDetails', address, account],
    client,
    read: async (client, address) => (await readTokenDetails(client, { address, account })) ?? null,
  })
}

/** The start of every Manage Token query's key: invalidating it reads the token again. */
export const tokenDetailsQueryPrefix = ['tokenDetails'] as const

/**
 * What stands in the way of renouncing the token (renounceBlockers, with the pools of a normal token
 * on the chain's exchanges read for the blacklist); read again when its owner or switches change.
 *
 * @example
 * useQuery(renounceBlockersQueryOptions(publicClient, { details, entry }))
 */
export function renounceBlockersQueryOptions(
  client: PublicClient | undefined,
  { details, entry }: { details: TokenDetails; entry: ChainEntry | undefined },
) {
  return chainQueryOptions({
    key: [
      ...tokenDetailsQueryPrefix,
      'renounceBlockers',
      details.address,
      details.owner,
      details.settings.paused,
      details.settings.whitelistOnly,
      details.settings.tradingOpen,
    ],
    client,
    read: async (client) =>
      renounceBlockers(
        details,
        await readBlacklistedPairs(client, {
          details,
          swaps: entry?.swaps ?? [],
          quotes: entry?.tokens ?? [],
        }),
      ),
  })
}
