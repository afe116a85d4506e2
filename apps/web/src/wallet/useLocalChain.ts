import { useContext } from 'react'
import { LocalChainContext } from './LocalChainContext.ts'
import type { LocalChainInfo } from './localChain.ts'

/**
 * The local chain's node URL and contract addresses when the server enabled it, else null.
 *
 * @example
 * const localChain = useLocalChain()
 * const usdt = localChain?.contracts.usdt
 */
export function useLocalChain(): LocalChainInfo | null {
  return useContext(LocalChainContext)
}
