import { applyChainOverrides } from '@tokenbox/core/chains/applyChainOverrides.ts'
import { chainCatalogue } from '@tokenbox/core/chains/chainCatalogue.ts'
import { toViemChain } from '@tokenbox/core/chains/toViemChain.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import type { Chain } from 'viem'
import { type Config, createConfig, http, injected } from 'wagmi'
import { devWallet } from './config/devWallet.ts'
import type { LocalChainInfo } from './localChain.ts'

export type CreateWagmiConfigParameters = {
  /** The local chains the server enables; they are then listed first (the first is the default chain). */
  localChains: readonly LocalChainInfo[]
  /** The server's RPC overrides by chain id (GET /api/v1/web/config `rpcUrls`). */
  rpcUrls?: Readonly<Record<number, string>>
}

/**
 * The wallet configuration: every chain of the catalogue (and the local chains), each read through
 * its catalogue RPC or the operator's override; EIP-6963 discovery (wagmi's multi-injected
 * provider discovery) finds every installed wallet by name and icon; the generic `injected`
 * connector covers wallets that only set `window.ethereum`; the Dev wallet signs with the local
 * nodes' accounts when a local chain is on.
 *
 * @example
 * const { rpcUrls, localChains } = await fetchWebConfig()
 * const config = createWagmiConfig({ localChains, rpcUrls })
 */
export function createWagmiConfig({ localChains, rpcUrls = {} }: CreateWagmiConfigParameters): Config {
  const localEntries = localChains.map((local) => local.entry)
  const [firstLocal, ...otherLocals] = localEntries
  const entries: ChainEntry[] = [...localEntries, ...applyChainOverrides(chainCatalogue, { rpcUrls })]
  const chains = entries.map(toViemChain) as [Chain, ...Chain[]]
  return createConfig({
    chains,
    connectors: [
      injected({ shimDisconnect: true }),
      ...(firstLocal ? [devWallet([firstLocal, ...otherLocals])] : []),
    ],
    multiInjectedProviderDiscovery: true,
    // retryCount 1: a public endpoint that is down should fail fast rather than hold the screen.
    transports: Object.fromEntries(entries.map((entry) => [entry.id, http(entry.rpc, { retryCount: 1 })])),
  })
}
