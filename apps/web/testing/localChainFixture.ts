import { localEntry, placeholderContracts } from '@tokenbox/core/testing/localEntry.ts'
import type { LocalChainInfo } from '../src/wallet/localChain.ts'

/**
 * A local chain as the server describes it (GET /api/v1/web/config), reached at `rpcUrl`, with
 * placeholder contracts (core's testing localEntry: 31338 is the london build, others cancun).
 *
 * @example
 * createWagmiConfig({ localChains: [sampleLocalChain(31337, node.url)] })
 */
export function sampleLocalChain(chainId: number, rpcUrl: string): LocalChainInfo {
  return { chainId, rpcUrl, contracts: placeholderContracts, entry: localEntry(rpcUrl, { chainId }) }
}
