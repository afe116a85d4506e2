import type { Address, PublicClient } from 'viem'
import type { ChainEntry } from '../chains/types.ts'
import { verifiedReaderWhereProxied } from '../explorer/verifiedReaderWhereProxied.ts'
import { chainQueryOptions } from '../query/chainQuery.ts'
import { type LaunchSummary, readLaunchSummary } from './readLaunchSummary.ts'

export type LaunchSummaryQueryParameters = {
  /** The chain the link names. */
  entry: ChainEntry | undefined
  token: Address
  router?: Address | undefined
  quote?: Address | undefined
  /** The chain's TokenBox locker (null: none); undefined while it is still being looked up. */
  locker: Address | null | undefined
  /**
   * The chains whose explorer the server proxies (explorerProxyChainsQueryOptions): elsewhere the
   * source is unknown without asking.
   */
  proxiedChains: () => Promise<readonly number[]>
}

/**
 * A launch's summary for anyone (readLaunchSummary: the token, its pool, the LP locked or burned,
 * trading, ownership), with the explorer's word on the source through the server where it proxies
 * the chain's explorer. Waits for the
 * chain's locker lookup; a failed read is tried once more.
 *
 * @example
 * useQuery(launchSummaryQueryOptions(client, { entry, token, locker, proxiedChains }))
 */
export function launchSummaryQueryOptions(
  client: PublicClient | undefined,
  { entry, token, router, quote, locker, proxiedChains }: LaunchSummaryQueryParameters,
) {
  return chainQueryOptions({
    key: ['launchSummary', token, router, quote, locker],
    client,
    ready: Boolean(entry && locker !== undefined),
    retry: 1,
    read: (client): Promise<LaunchSummary | null> => {
      const chain = entry as ChainEntry
      return readLaunchSummary(client, {
        entry: chain,
        token,
        router,
        quote,
        locker: locker ?? undefined,
        readVerified: verifiedReaderWhereProxied({ chainId: chain.id, proxiedChains }),
      })
    },
  })
}
