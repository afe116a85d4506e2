import { type Chain, defineChain } from 'viem'
import { type LocalChainInfo, localChainName } from './localChain.ts'

/**
 * Turns the server's description of the local chain into a viem chain, with the deployed
 * Multicall3-compatible aggregator so reads can be batched there as on public chains.
 *
 * @example
 * const chain = defineLocalChain({ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', contracts: {} })
 */
export function defineLocalChain(info: LocalChainInfo): Chain {
  return defineChain({
    id: info.chainId,
    name: localChainName,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [info.rpcUrl] } },
    testnet: true,
    ...(info.contracts.multicall3
      ? { contracts: { multicall3: { address: info.contracts.multicall3 } } }
      : {}),
  })
}
