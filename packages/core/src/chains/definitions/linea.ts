import { multicall3Address, nativeTokenAddress } from '../constants.ts'
import { etherscanV2Api } from '../etherscanV2Api.ts'
import { pancakeSwapV2Multichain, sushiSwapV2LineaOptimism } from '../swapDeployments.ts'
import type { ChainEntry } from '../types.ts'

export const linea = {
  id: 59144,
  name: 'Linea',
  nameAlias: 'Linea',
  slug: 'linea',
  symbol: 'ETH',
  nativeCurrency: { name: 'Linea Ether', symbol: 'ETH', decimals: 18 },
  icon: '/chains/linea.svg',
  rpc: 'https://rpc.linea.build',
  rpcUrls: ['https://rpc.linea.build', 'https://linea-rpc.publicnode.com'],
  url: 'https://lineascan.build',
  api: etherscanV2Api(59144),
  scan: 'LineaScan',
  keys: [],
  tokens: [
    { address: nativeTokenAddress, name: 'ETH', longName: 'Linea Ether', decimals: 18 },
    {
      address: '0xe5D7C2a44FfDDf6b295A15c148167daaAf5Cf34f',
      name: 'WETH',
      longName: 'Wrapped Ether',
      decimals: 18,
    },
    {
      address: '0xA219439258ca9da29E9Cc4cE5596924745e12B93',
      name: 'USDT',
      longName: 'Tether USD',
      decimals: 6,
    },
    {
      address: '0x176211869cA2b568f2A7D4EE941E073a821EE1ff',
      name: 'USDC',
      longName: 'USD Coin',
      decimals: 6,
    },
    {
      address: '0x4AF15ec2A0BD43Db75dd04E62FAA3B8EF36b00d5',
      name: 'DAI',
      longName: 'Dai Stablecoin',
      decimals: 18,
    },
  ],
  swaps: [pancakeSwapV2Multichain, sushiSwapV2LineaOptimism],
  wrappedNative: '0xe5D7C2a44FfDDf6b295A15c148167daaAf5Cf34f',
  multicall: multicall3Address,
  // Beta v4 moved Linea to Pectra; older pages of the same docs still say London.
  evm: { level: 'prague', source: 'https://docs.linea.build/network/build/ethereum-differences' },
  testnet: false,
} as const satisfies ChainEntry
