import { switcherChainIds } from '@tokenbox/core/chains/chainCatalogue.ts'
import { getChainEntry } from '@tokenbox/core/chains/getChainEntry.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { useMemo } from 'react'
import { useLocalChains } from '../useLocalChains.ts'

/**
 * The network switcher's chains: the 16 of spec 000 section 9 in that order, the local chains
 * first when the server enabled them (the default one, then the older Berlin one).
 *
 * @example
 * const entries = useSwitcherEntries() // [TokenBox Local, TokenBox Local (Berlin), Ethereum, BSC Mainnet, Polygon, ...]
 */
export function useSwitcherEntries(): readonly ChainEntry[] {
  const localChains = useLocalChains()
  return useMemo(() => {
    const listed = switcherChainIds.flatMap((id) => getChainEntry(id) ?? [])
    return [...localChains.map((local) => local.entry), ...listed]
  }, [localChains])
}
