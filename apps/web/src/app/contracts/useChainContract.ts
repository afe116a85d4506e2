import { useQuery } from '@tanstack/react-query'
import { getChainEntry } from '@tokenbox/core/chains/getChainEntry.ts'
import type { SharedContractRuntime } from '@tokenbox/core/sharedContracts/readSharedContract.ts'
import { sharedContractQueryOptions } from '@tokenbox/core/sharedContracts/sharedContractQuery.ts'
import type { SharedContractKind } from '@tokenbox/core/sharedContracts/sharedContracts.ts'
import { usePublicClient } from 'wagmi'
import { useChainEntries } from '../../wallet/network/useChainEntries.ts'
import { useCurrentNetwork } from '../../wallet/network/useCurrentNetwork.ts'

/**
 * The connected chain's (or chain `chainId`'s) shared contract of `kind` (core's
 * sharedContractQueryOptions: the catalogue's address, else the one CREATE2 address per build, the
 * same for every browser); `data` is null when the chain has none yet (the screen then offers to
 * deploy it, at that address).
 *
 * @example
 * const locker = useChainContract('lock', tokenLockerRuntime)
 * const lockerOfLink = useChainContract('lock', tokenLockerRuntime, 56) // a shared lock page's chain
 */
export function useChainContract(
  kind: SharedContractKind,
  runtime: SharedContractRuntime,
  onChainId?: number,
) {
  // The app's network: the wallet's chain, or the one the app reads from when no wallet is connected
  // (a token's public lock view needs no wallet); a page about one chain (a shared lock) names it.
  const current = useCurrentNetwork()
  const entries = useChainEntries()
  const entry = onChainId === undefined ? current.entry : getChainEntry(onChainId, entries)
  const publicClient = usePublicClient({ chainId: entry?.id })
  return useQuery(sharedContractQueryOptions(publicClient, { kind, entry, runtime }))
}
