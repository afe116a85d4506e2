import { chainCatalogue } from '@tokenbox/core/chains/chainCatalogue.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { useMemo } from 'react'
import { useLocalChain } from '../useLocalChain.ts'

/**
 * The catalogue's chains, with the local chain first when the server enabled it: what the wallet
 * can be on and what the app can show for it.
 *
 * @example
 * const entries = useChainEntries()
 * getChainEntry(chainId, entries)?.nameAlias
 */
export function useChainEntries(): readonly ChainEntry[] {
  const localChain = useLocalChain()
  return useMemo(() => (localChain ? [localChain.entry, ...chainCatalogue] : chainCatalogue), [localChain])
}
