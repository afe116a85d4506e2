import { applyChainOverrides } from '@tokenbox/core/chains/applyChainOverrides.ts'
import { chainCatalogue } from '@tokenbox/core/chains/chainCatalogue.ts'
import { toViemChain } from '@tokenbox/core/chains/toViemChain.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import type { Chain } from 'viem'
import { type Config, createConfig, injected } from 'wagmi'
import { devWallet } from './config/devWallet.ts'
import type { LocalChainInfo } from './localChain.ts'
import { createRpcSwitch, type RpcSwitch } from './rpc/createRpcSwitch.ts'

export type CreateWagmiConfigParameters = {
  /** The local chains the server enables; they are then listed first (the first is the default chain). */
  localChains: readonly LocalChainInfo[]
  /** The server's RPC overrides by chain id (GET /api/v1/web/config `rpcUrls`). */
  rpcUrls?: Readonly<Record<number, string>>
  /**
   * Where reads go at run time: each chain's default is its local node, operator override or
   * catalogue RPC, and a user's choice in this browser replaces it without a reload. Default: a
   * new switch on this browser's localStorage.
   */
  rpcSwitch?: RpcSwitch
}

/**
 * The wallet configuration: every chain of the catalogue (and the local chains), each read through
 * its catalogue RPC or the operator's override, unless this browser's user chose another one
 * (`rpcSwitch`); EIP-6963 discovery (wagmi's multi-injected
 * provider discovery) finds every installed wallet by name and icon; the generic `injected`
 * connector covers wallets that only set `window.ethereum`; the Dev wallet signs with the local
 * nodes' accounts when a local chain is on.
 *
 * @example
 * const { rpcUrls, localChains } = await fetchWebConfig()
 * const config = createWagmiConfig({ localChains, rpcUrls })
 */
export function createWagmiConfig({
  localChains,
  rpcUrls = {},
  rpcSwitch = createRpcSwitch(),
}: CreateWagmiConfigParameters): Config {
  const localEntries = localChains.map((local) => local.entry)
  const [firstLocal, ...otherLocals] = localEntries
  const entries: ChainEntry[] = [...localEntries, ...applyChainOverrides(chainCatalogue, { rpcUrls })]
  const chains = entries.map(toViemChain) as [Chain, ...Chain[]]
  return createConfig({
    chains,
    connectors: [
      injected({ shimDisconnect: true }),
      ...(firstLocal ? [devWallet([firstLocal, ...otherLocals], rpcSwitch.currentUrl)] : []),
    ],
    multiInjectedProviderDiscovery: true,
    transports: Object.fromEntries(
      entries.map((entry) => [entry.id, rpcSwitch.transport(entry.id, entry.rpc, entry.rpcUrls)]),
    ),
  })
}
