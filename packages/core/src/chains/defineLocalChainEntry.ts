import type { LocalDeployments } from '../local/localDeployments.ts'
import { nativeTokenAddress } from './constants.ts'
import type { ChainEntry } from './types.ts'

/** Hardhat's default endpoint, for deployment files written before they recorded `rpcUrl`. */
const hardhatDefaultRpcUrl = 'http://127.0.0.1:8545'

/**
 * The catalogue entry of the local development chain, from what the deploy step wrote to
 * data/local-deployments.json: its AMM as the 'TokenBox AMM' swap, its sample stablecoins and
 * WETH as tokens, its aggregator as Multicall3. It has no explorer.
 *
 * @example
 * const local = defineLocalChainEntry(readLocalDeployments('data/local-deployments.json'))
 */
export function defineLocalChainEntry(deployments: LocalDeployments): ChainEntry {
  const { contracts } = deployments
  const rpc = deployments.rpcUrl ?? hardhatDefaultRpcUrl
  return {
    id: deployments.chainId,
    name: 'TokenBox Local',
    nameAlias: 'Local',
    slug: 'local',
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
    swaps: [{ name: 'TokenBox AMM', router: contracts.router, factory: contracts.factory }],
    wrappedNative: contracts.weth,
    multicall: contracts.multicall3,
    lock: contracts.lock,
    send: contracts.send,
    multisig: contracts.multisig,
    // Hardhat EDR's default hardfork runs every cancun opcode; the older (berlin) local node needs its own.
    evm: { level: 'cancun', source: 'contracts/hardhat.config.ts (Hardhat EDR default hardfork)' },
    testnet: true,
    local: true,
  }
}
