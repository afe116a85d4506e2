import { switcherChainIds } from '@tokenbox/core/chains/chainCatalogue.ts'
import { getChainEntry } from '@tokenbox/core/chains/getChainEntry.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { useMemo } from 'react'
import { useLocalChain } from '../useLocalChain.ts'

/**
 * The network switcher's chains: the 16 of spec 000 section 9 in that order, the local chain
 * first when the server enabled it.
 *
 * @example
 * const entries = useSwitcherEntries() // [TokenBox Local, Ethereum, BSC Mainnet, Polygon, ...]
 */
export function useSwitcherEntries(): readonly ChainEntry[] {
  const localChain = useLocalChain()
  return useMemo(() => {
    const listed = switcherChainIds.flatMap((id) => getChainEntry(id) ?? [])
    return localChain ? [localChain.entry, ...listed] : listed
  }, [localChain])
}
