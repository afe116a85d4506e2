import { useContext } from 'react'
import { LocalChainContext } from './LocalChainContext.ts'
import type { LocalChainInfo } from './localChain.ts'

/**
 * The local chains the server enabled (node URL, contract addresses, catalogue entry), the default
 * one first; empty when there are none.
 *
 * @example
 * const [local] = useLocalChains()
 * const usdt = local?.contracts.usdt
 */
export function useLocalChains(): readonly LocalChainInfo[] {
  return useContext(LocalChainContext)
}
