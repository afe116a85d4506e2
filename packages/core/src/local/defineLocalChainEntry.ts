import { nativeTokenAddress } from '../chains/constants.ts'
import type { ChainEntry } from '../chains/types.ts'
import type { ContractBuild } from '../evm/contractBuild.ts'
import type { LocalDeployments } from './localDeployments.ts'

/** Hardhat's default endpoint, for deployment files written before they recorded `rpcUrl`. */
const hardhatDefaultRpcUrl = 'http://127.0.0.1:8545'

/**
 * How a local chain is named and what EVM it claims, by the build its infrastructure was deployed
 * in (the deploy step chose it by probing the node): the cancun build runs on the default Hardhat
 * node, the london build on the older one (contracts/hardhat.config.ts, network `berlin`). Keyed by
 * the build rather than the chain id, so a node started by hand at another old hardfork still gets
 * a level its contracts run on.
 */
const localChainNames = {
  cancun: {
    name: 'TokenBox Local',
    nameAlias: 'Local',
    slug: 'local',
    // Hardhat 3's EDR runs prague by default: every cancun opcode and more.
    evm: { level: 'prague', source: 'contracts/hardhat.config.ts (Hardhat EDR default hardfork)' },
  },
  london: {
    name: 'TokenBox Local (Berlin)',
    nameAlias: 'Local Berlin',
    slug: 'local-berlin',
    evm: { level: 'berlin', source: 'contracts/hardhat.config.ts (network berlin)' },
  },
} as const satisfies Record<ContractBuild, Pick<ChainEntry, 'name' | 'nameAlias' | 'slug' | 'evm'>>

/**
 * The catalogue entry of a local development chain, from what the deploy step wrote to its
 * deployments file (data/local-deployments.json, data/local-deployments-berlin.json): its AMM as
 * the 'TokenBox AMM' swap, its sample stablecoins and WETH as tokens, its aggregator as Multicall3,
 * its name and EVM level from the build deployed there. It has no explorer.
 *
 * @example
 * const local = defineLocalChainEntry(readLocalDeployments('data/local-deployments.json'))
 * defineLocalChainEntry(readLocalDeployments('data/local-deployments-berlin.json')).name // 'TokenBox Local (Berlin)'
 */
export function defineLocalChainEntry(deployments: LocalDeployments): ChainEntry {
  const { contracts } = deployments
  const rpc = deployments.rpcUrl ?? hardhatDefaultRpcUrl
  // Files written before builds existed hold the cancun build.
  const { name, nameAlias, slug, evm } = localChainNames[deployments.build ?? 'cancun']
  return {
    id: deployments.chainId,
    name,
    nameAlias,
    slug,
    symbol: 'ETH',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    icon: '/chains/local.svg',
    rpc,
    rpcUrls: [rpc],
    url: '',
    api: '',
    scan: '',
    keys: [],
    tokens: [
      { address: nativeTokenAddress, name: 'ETH', longName: 'Ether', decimals: 18 },
      { address: contracts.weth, name: 'WETH', longName: 'Wrapped Ether', decimals: 18 },
      // The sample stablecoins deliberately differ in decimals (6 and 18) so tools meet both.
      { address: contracts.usdt, name: 'USDT', longName: 'Tether USD (TokenBox local)', decimals: 6 },
      { address: contracts.usdc, name: 'USDC', longName: 'USD Coin (TokenBox local)', decimals: 18 },
    ],
    swaps: [{ name: 'TokenBox AMM', router: contracts.router, factory: contracts.factory, feeBps: 30 }],
    wrappedNative: contracts.weth,
    multicall: contracts.multicall3,
    lock: contracts.lock,
    send: contracts.send,
    multisig: contracts.multisig,
    launchpad: contracts.launchpad,
    evm,
    testnet: true,
    local: true,
  }
}
