import { useQuery } from '@tanstack/react-query'
import { getChainEntry } from '@tokenbox/core/chains/getChainEntry.ts'
import { tokenLockerRuntime } from '@tokenbox/core/contracts/TokenLocker.abi.ts'
import { launchSummaryQueryOptions } from '@tokenbox/core/launch/launchSummaryQuery.ts'
import type { LaunchSummary } from '@tokenbox/core/launch/readLaunchSummary.ts'
import { usePublicClient } from 'wagmi'
import { useChainContract } from '../../../app/contracts/useChainContract.ts'
import { useProxiedChains } from '../../../app/safety/useProxiedChains.ts'
import { useChainEntries } from '../../../wallet/network/useChainEntries.ts'
import type { LaunchSummaryQuery } from './launchLinks.ts'

/** What the summary page shows (core's LaunchSummary). */
export type LaunchSummaryData = LaunchSummary

/**
 * A launch's summary read from the chain its link names, for anyone (no wallet needed): the token,
 * its pool on the launch's DEX (a trading token's own pair settings, else the link's), the LP
 * locked in the TokenBox locker or burned, whether trading is open, ownership, and whether the
 * explorer holds the source (core's launchSummaryQueryOptions).
 *
 * @example
 * const summary = useLaunchSummary({ chainId: 56, token })
 * summary.data?.locks[0]?.unlockAt
 */
export function useLaunchSummary(query: LaunchSummaryQuery) {
  const entries = useChainEntries()
  const entry = getChainEntry(query.chainId, entries)
  const client = usePublicClient({ chainId: entry?.id })
  const locker = useChainContract('lock', tokenLockerRuntime, entry?.id ?? 0)
  const proxiedChains = useProxiedChains()
  return useQuery(
    launchSummaryQueryOptions(client, {
      entry,
      token: query.token,
      router: query.router,
      quote: query.quote,
      locker: locker.isFetched ? (locker.data ?? null) : undefined,
      proxiedChains,
    }),
  )
}
