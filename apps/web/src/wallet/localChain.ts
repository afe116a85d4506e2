import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import type { LocalContracts } from '@tokenbox/core/local/localDeployments.ts'

/**
 * What the server tells the web app about one local chain it enabled (`make start` runs two: the
 * default local chain and the older Berlin one): where to reach its node, where the
 * infrastructure contracts were deployed (its deployments file), and the catalogue entry built
 * from them (defineLocalChainEntry) that the wallet and switcher use.
 */
export type LocalChainInfo = {
  chainId: number
  rpcUrl: string
  contracts: LocalContracts
  entry: ChainEntry
  /** Which instance of the chain this is (core/local/chainInstance.ts); absent in older deployments files. */
  instanceId?: string
}
