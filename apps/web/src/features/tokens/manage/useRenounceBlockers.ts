import { useQuery } from '@tanstack/react-query'
import type { TokenDetails } from '@tokenbox/core/tokens/readTokenDetails.ts'
import {
  type RenounceBlocker,
  readBlacklistedPairs,
  renounceBlockers,
} from '@tokenbox/core/tokens/renounceBlockers.ts'
import { usePublicClient } from 'wagmi'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'

/**
 * What stands in the way of renouncing `details`' token (core's renounceBlockers, with the pools
 * of a normal token on the chain's exchanges read for the blacklist). Keyed under `tokenDetails`,
 * so Manage Token's refresh after an action reads it again. `data` is undefined while reading.
 */
export function useRenounceBlockers(details: TokenDetails) {
  const publicClient = usePublicClient()
  const { entry, chainId } = useConnectedChainEntry()
  return useQuery<RenounceBlocker[]>({
    queryKey: [
      'tokenDetails',
      'renounceBlockers',
      chainId,
      details.address,
      details.owner,
      details.settings.paused,
      details.settings.whitelistOnly,
      details.settings.tradingOpen,
    ],
    enabled: Boolean(publicClient),
    queryFn: async () =>
      renounceBlockers(
        details,
        await readBlacklistedPairs(publicClient!, {
          details,
          swaps: entry?.swaps ?? [],
          quotes: entry?.tokens ?? [],
        }),
      ),
    retry: false,
  })
}
