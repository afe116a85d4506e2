import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  explorerProxyChainsQueryOptions,
  noProxiedChains,
} from '@tokenbox/core/explorer/explorerProxyChainsQuery.ts'
import { useCallback } from 'react'

/**
 * The chains whose explorer the server proxies, as a function for core's queries to call when they
 * need it (asked once per session; a server that does not answer reads as none).
 *
 * @example
 * const proxiedChains = useProxiedChains()
 * useQuery(launchSummaryQueryOptions(client, { entry, token, locker, proxiedChains }))
 */
export function useProxiedChains(): () => Promise<readonly number[]> {
  const queryClient = useQueryClient()
  return useCallback(
    () => queryClient.fetchQuery(explorerProxyChainsQueryOptions()).catch(noProxiedChains),
    [queryClient],
  )
}

/**
 * Whether the source of a contract on `chainId` can be verified and read on an explorer through the
 * server (it proxies that chain's explorer): undefined until the server has said, false when it
 * does not answer.
 *
 * @example
 * const explorer = useExplorerVerifies(entry.id) // false on the local chain without an explorer
 */
export function useExplorerVerifies(chainId: number | undefined): boolean | undefined {
  const { data, isError } = useQuery({ ...explorerProxyChainsQueryOptions(), enabled: chainId !== undefined })
  // A server that does not answer proxies nothing (noProxiedChains).
  if (isError) return false
  return data && chainId !== undefined ? data.includes(chainId) : undefined
}
