import type { Chain } from 'viem'
import { bsc, mainnet } from 'viem/chains'
import { type Config, createConfig, http, injected } from 'wagmi'
import { defineLocalChain } from './defineLocalChain.ts'
import type { LocalChainInfo } from './localChain.ts'

export type CreateWagmiConfigParameters = {
  /** The local chain when the server enables it; it is then listed first. */
  localChain: LocalChainInfo | null
}

/**
 * The wallet configuration: EIP-6963 discovery (wagmi's multi-injected provider discovery) lists
 * every wallet extension by name and icon, and the generic `injected` connector covers wallets
 * that only set `window.ethereum`.
 *
 * Ethereum and BSC stand in for the chain catalogue of the next issue, which replaces them from
 * `@tokenbox/core/chains`. A "Dev wallet" connector for the local chain belongs in `connectors`
 * here, next to `injected`, built from the same `localChain`.
 *
 * @example
 * const config = createWagmiConfig({ localChain: await fetchLocalChain() })
 */
export function createWagmiConfig({ localChain }: CreateWagmiConfigParameters): Config {
  const publicChains: Chain[] = [mainnet, bsc]
  const chains: [Chain, ...Chain[]] = localChain
    ? [defineLocalChain(localChain), ...publicChains]
    : [mainnet, bsc]
  return createConfig({
    chains,
    connectors: [injected({ shimDisconnect: true })],
    multiInjectedProviderDiscovery: true,
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http()])),
  })
}
