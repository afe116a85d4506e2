import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import {
  explorerProxyChainsQueryOptions,
  noProxiedChains,
} from '@tokenbox/core/explorer/explorerProxyChainsQuery.ts'
import {
  type SafetyCheckFailed,
  type SafetyCheckResult,
  tokenSafetyQueryOptions,
} from '@tokenbox/core/safety/tokenSafetyQuery.ts'
import type { Address } from 'viem'
import { usePublicClient } from 'wagmi'

export type {
  CheckFailure,
  SafetyCheckFailed,
  SafetyCheckResult,
} from '@tokenbox/core/safety/tokenSafetyQuery.ts'

/**
 * Runs core's token safety check (tokenSafetyQueryOptions) for `token` on `entry`'s chain through
 * the app's RPC for that chain (no wallet needed, a wallet on another chain changes nothing), with
 * the server's explorer proxy where it has one. `holders: false` skips the Transfer-log scan and
 * `trades: false` the simulated trades; `buyer` (the connected wallet) has its own sale simulated
 * first when it holds the token. Cached per chain, token and options for a minute.
 *
 * @example
 * const check = useTokenSafety(entry, '0x…')
 * check.data?.report.verdict.level // 'danger'
 */
export function useTokenSafety(
  entry: ChainEntry | undefined,
  token: Address | undefined,
  options: { holders?: boolean; trades?: boolean; buyer?: Address | undefined } = {},
) {
  const client = usePublicClient({ chainId: entry?.id })
  const queryClient = useQueryClient()
  return useQuery<SafetyCheckResult, SafetyCheckFailed>(
    tokenSafetyQueryOptions(client, {
      entry,
      token,
      holders: options.holders ?? true,
      trades: options.trades ?? true,
      buyer: options.buyer,
      proxiedChains: () => queryClient.fetchQuery(explorerProxyChainsQueryOptions()).catch(noProxiedChains),
    }),
  )
}
