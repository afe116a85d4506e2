import { getChainEntry } from '@tokenbox/core/chains/getChainEntry.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { useChainId, useConnection } from 'wagmi'
import { useChainEntries } from './useChainEntries.ts'

export type CurrentNetwork = {
  chainId: number
  entry: ChainEntry | undefined
  /** The connected wallet sits on a chain TokenBox does not support. */
  unsupported: boolean
}

/**
 * The network the app is on: the connected wallet's chain, else the chain the app reads from
 * (wagmi's current chain, the first configured one at start).
 *
 * @example
 * const { entry, unsupported } = useCurrentNetwork()
 */
export function useCurrentNetwork(): CurrentNetwork {
  const { chainId: walletChainId, isConnected } = useConnection()
  const appChainId = useChainId()
  const entries = useChainEntries()
  const chainId = isConnected && walletChainId !== undefined ? walletChainId : appChainId
  const entry = getChainEntry(chainId, entries)
  return { chainId, entry, unsupported: !entry }
}
