import { multicall3Address, nativeTokenAddress } from '../constants.ts'
import { etherscanV2Api } from '../etherscanV2Api.ts'
import { sushiSwapV2Legacy } from '../swapDeployments.ts'
import type { ChainEntry } from '../types.ts'

export const avalanche = {
  id: 43114,
  name: 'Avalanche C-Chain',
  nameAlias: 'Avalanche',
  slug: 'avalanche',
  symbol: 'AVAX',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  icon: '/chains/avalanche.svg',
  rpc: 'https://api.avax.network/ext/bc/C/rpc',
  rpcUrls: ['https://api.avax.network/ext/bc/C/rpc', 'https://avalanche-c-chain-rpc.publicnode.com'],
  url: 'https://snowscan.xyz',
  api: etherscanV2Api(43114),
  scan: 'SnowScan',
  keys: [],
  tokens: [
    { address: nativeTokenAddress, name: 'AVAX', longName: 'Avalanche', decimals: 18 },
    {
      address: '0xB31f66AA3C1e785363F0875A1B74E27b85FD66c7',
      name: 'WAVAX',
      longName: 'Wrapped AVAX',
      decimals: 18,
    },
    {
      address: '0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7',
      name: 'USDT',
      longName: 'Tether USD',
      decimals: 6,
    },
    {
      address: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E',
      name: 'USDC',
      longName: 'USD Coin',
      decimals: 6,
    },
    {
      address: '0xd586E7F844cEa2F87f50152665BCbc2C279D8d70',
      name: 'DAI.e',
      longName: 'Dai Stablecoin (bridged)',
      decimals: 18,
    },
  ],
  swaps: [
    {
      name: 'TraderJoe',
      feeBps: 30,
      router: '0x60aE616a2155Ee3d9A68541Ba4544862310933d4',
      factory: '0x9Ad6C38BE94206cA50bb0d90783181662f0Cfa10',
      routerNativeName: 'AVAX',
    },
    {
      name: 'Pangolin',
      router: '0xE54Ca86531e17Ef3616d22Ca28b0D458b6C89106',
      factory: '0xefa94DE7a4656D787667C749f7E1223D71E9FD88',
      routerNativeName: 'AVAX',
    },
    {
      name: 'UniSwapV2',
      feeBps: 30,
      router: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
      factory: '0x9e5A52f57b3038F1B8EeE45F28b3C1967e22799C',
    },
    sushiSwapV2Legacy,
  ],
  wrappedNative: '0xB31f66AA3C1e785363F0875A1B74E27b85FD66c7',
  multicall: multicall3Address,
  // ACP-131 activated with Etna; EIP-7702 (ACP-209) is only proposed, so not prague.
  evm: { level: 'cancun', source: 'https://build.avax.network/docs/acps/131-cancun-eips' },
  testnet: false,
} as const satisfies ChainEntry
