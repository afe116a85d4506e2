import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { type AddEthereumChainParameter, numberToHex } from 'viem'

/**
 * The `wallet_addEthereumChain` parameter for a catalogue chain (spec 000 section 4: name,
 * native currency with 18 decimals, RPC, explorer).
 *
 * The wallet gets the catalogue's public RPC endpoints, not an operator's RPC_URL override: the
 * wallet keeps the network long after this visit, and an operator endpoint may carry a private
 * key or quota. A chain without an explorer (the local chain) gets none rather than an empty URL,
 * which wallets refuse.
 *
 * @example
 * await provider.request({ method: 'wallet_addEthereumChain', params: [toAddEthereumChainParameter(bsc)] })
 */
export function toAddEthereumChainParameter(entry: ChainEntry): AddEthereumChainParameter {
  const rpcUrls = [...new Set([entry.rpc, ...entry.rpcUrls].filter(Boolean))]
  return {
    chainId: numberToHex(entry.id),
    chainName: entry.nameAlias || entry.name,
    nativeCurrency: { name: entry.nativeCurrency.name, symbol: entry.nativeCurrency.symbol, decimals: 18 },
    rpcUrls,
    ...(entry.url ? { blockExplorerUrls: [entry.url] } : {}),
  }
}
