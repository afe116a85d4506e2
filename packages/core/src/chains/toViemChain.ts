import { type Chain, defineChain } from 'viem'
import type { ChainEntry } from './types.ts'

/**
 * A viem chain (for wagmi's `chains` and viem clients) from a catalogue entry: `rpc` first among
 * the RPC URLs, the explorer when there is one, and Multicall3 when deployed so that viem batches
 * reads through it.
 *
 * @example
 * const chains = chainCatalogue.map(toViemChain)
 */
export function toViemChain(entry: ChainEntry): Chain {
  return defineChain({
    id: entry.id,
    name: entry.name,
    nativeCurrency: entry.nativeCurrency,
    rpcUrls: { default: { http: [entry.rpc, ...entry.rpcUrls.filter((url) => url !== entry.rpc)] } },
    ...(entry.url
      ? {
          blockExplorers: {
            default: { name: entry.scan, url: entry.url, ...(entry.api ? { apiUrl: entry.api } : {}) },
          },
        }
      : {}),
    ...(entry.multicall ? { contracts: { multicall3: { address: entry.multicall } } } : {}),
    testnet: entry.testnet,
  })
}
