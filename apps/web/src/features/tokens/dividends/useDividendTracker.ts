import { useQuery } from '@tanstack/react-query'
import { dividendTrackerRuntime } from '@tokenbox/core/contracts/DividendTracker.abi.ts'
import { matchesRuntime } from '@tokenbox/core/tokens/identifyTokenTemplate.ts'
import { type Address, hexToBytes, type PublicClient } from 'viem'
import { usePublicClient } from 'wagmi'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { readRememberedTracker } from './dividendTrackerStore.ts'

/**
 * The connected chain's dividend tracker: the catalogue's address, else one this browser deployed
 * there before; `data` is null when the chain has none yet (the create flow then deploys one
 * first). An address counts only if its code is TokenBox's DividendTracker.
 */
export function useDividendTracker() {
  const { entry } = useConnectedChainEntry()
  const publicClient = usePublicClient() as PublicClient | undefined
  const chainId = entry?.id
  return useQuery({
    queryKey: ['dividendTracker', chainId],
    enabled: Boolean(chainId && publicClient),
    queryFn: async (): Promise<Address | null> => {
      for (const candidate of [entry?.dividendTracker, readRememberedTracker(chainId!)]) {
        if (!candidate) continue
        const code = await publicClient!.getCode({ address: candidate })
        if (code && matchesRuntime(hexToBytes(code), dividendTrackerRuntime)) return candidate
      }
      return null
    },
  })
}
