import { useQuery } from '@tanstack/react-query'
import { getChainEntry } from '@tokenbox/core/chains/getChainEntry.ts'
import { type SharedContractKind, sharedContractCandidates } from '@tokenbox/core/evm/sharedContracts.ts'
import { matchesRuntime } from '@tokenbox/core/tokens/identifyTokenTemplate.ts'
import { type Address, hexToBytes } from 'viem'
import { usePublicClient } from 'wagmi'
import { useChainEntries } from '../../wallet/network/useChainEntries.ts'
import { useCurrentNetwork } from '../../wallet/network/useCurrentNetwork.ts'

type Runtime = Parameters<typeof matchesRuntime>[1]

/**
 * The connected chain's (or chain `chainId`'s) shared contract of `kind`: the catalogue's address, else the one address
 * per build that the deterministic deployment proxy gives it on every chain (core's
 * sharedContractCandidates), the same for every browser; `data` is null when the chain has none yet
 * (the screen then offers to deploy it, at that address). An address counts only if its code is
 * TokenBox's contract (`runtime`, either build).
 *
 * @example
 * const locker = useChainContract('lock', tokenLockerRuntime)
 * const lockerOfLink = useChainContract('lock', tokenLockerRuntime, 56) // a shared lock page's chain
 */
export function useChainContract(kind: SharedContractKind, runtime: Runtime, onChainId?: number) {
  // The app's network: the wallet's chain, or the one the app reads from when no wallet is connected
  // (a token's public lock view needs no wallet); a page about one chain (a shared lock) names it.
  const current = useCurrentNetwork()
  const entries = useChainEntries()
  const entry = onChainId === undefined ? current.entry : getChainEntry(onChainId, entries)
  const chainId = entry?.id
  const publicClient = usePublicClient({ chainId })
  return useQuery({
    queryKey: ['chainContract', kind, chainId],
    enabled: Boolean(chainId && publicClient),
    queryFn: async (): Promise<Address | null> => {
      for (const candidate of sharedContractCandidates(kind, entry?.[kind])) {
        const code = await publicClient!.getCode({ address: candidate })
        if (code && matchesRuntime(hexToBytes(code), runtime)) return candidate
      }
      return null
    },
  })
}
