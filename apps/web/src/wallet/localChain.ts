import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import type { LocalContracts } from '@tokenbox/core/local/localDeployments.ts'

/** The local development chain id (Hardhat's), fixed so tests and docs can rely on it. */
export const localChainId = 31337

/** How the local chain is named in the wallet and the interface (the catalogue's local entry name). */
export const localChainName = 'TokenBox Local'

/**
 * What the server tells the web app about the local chain when it is enabled: where to reach its
 * node, where the infrastructure contracts were deployed (data/local-deployments.json), and the
 * catalogue entry built from them (defineLocalChainEntry) that the wallet and switcher use.
 */
export type LocalChainInfo = {
  chainId: number
  rpcUrl: string
  contracts: LocalContracts
  entry: ChainEntry
}
