import { getChainEntry } from '@tokenbox/core/chains/getChainEntry.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { useConnection } from 'wagmi'
import { useChainEntries } from './useChainEntries.ts'

/**
 * The catalogue entry of the chain the connected wallet is on; `entry` is undefined on a chain
 * TokenBox does not support (then `chainId` still says which).
 *
 * @example
 * const { entry, chainId } = useConnectedChainEntry()
 */
export function useConnectedChainEntry(): { entry: ChainEntry | undefined; chainId: number | undefined } {
  const { chainId } = useConnection()
  const entries = useChainEntries()
  return { entry: chainId === undefined ? undefined : getChainEntry(chainId, entries), chainId }
}
