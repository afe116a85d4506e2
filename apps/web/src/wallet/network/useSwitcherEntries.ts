import { switcherChainIds, switcherTestnetIds } from '@tokenbox/core/chains/chainCatalogue.ts'
import { getChainEntry } from '@tokenbox/core/chains/getChainEntry.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { useMemo } from 'react'
import { useLocalChains } from '../useLocalChains.ts'
import { useShowTestnets } from './showTestnets.ts'

/**
 * The network switcher's chains: the 16 of spec 000 section 9 in that order, the local chains
 * first when the server enabled them (the default one, then the older Berlin one), then the
 * catalogue's testnets (Sepolia, BSC Testnet) when "Show testnets" is on. A testnet the wallet is
 * on (`currentChainId`) is listed either way, so the switcher always shows where the user is.
 *
 * @example
 * const entries = useSwitcherEntries(chainId) // [TokenBox Local, TokenBox Local (Berlin), Ethereum, BSC Mainnet, Polygon, ...]
 */
export function useSwitcherEntries(currentChainId?: number): readonly ChainEntry[] {
  const localChains = useLocalChains()
  const showTestnets = useShowTestnets()
  return useMemo(() => {
    const listed = switcherChainIds.flatMap((id) => getChainEntry(id) ?? [])
    const testnets = switcherTestnetIds
      .filter((id) => showTestnets || id === currentChainId)
      .flatMap((id) => getChainEntry(id) ?? [])
    return [...localChains.map((local) => local.entry), ...listed, ...testnets]
  }, [localChains, showTestnets, currentChainId])
}
