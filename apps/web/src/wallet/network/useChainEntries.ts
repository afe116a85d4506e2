import { chainCatalogue } from '@tokenbox/core/chains/chainCatalogue.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { useMemo } from 'react'
import { useLocalChains } from '../useLocalChains.ts'

/**
 * The catalogue's chains, with the local chains first when the server enabled them: what the wallet
 * can be on and what the app can show for it.
 *
 * @example
 * const entries = useChainEntries()
 * getChainEntry(chainId, entries)?.nameAlias
 */
export function useChainEntries(): readonly ChainEntry[] {
  const localChains = useLocalChains()
  return useMemo(
    () =>
      localChains.length > 0
        ? [...localChains.map((local) => local.entry), ...chainCatalogue]
        : chainCatalogue,
    [localChains],
  )
}
