import { multicall3Address } from '../constants.ts'
import { etherscanV2Api } from '../etherscanV2Api.ts'
import { sushiSwapV2LineaOptimism } from '../swapDeployments.ts'
import { daiArbitrumOptimism, nativeEther, opStackWrappedEther } from '../tokenDeployments.ts'
import type { ChainEntry } from '../types.ts'

export const optimism = {
  id: 10,
  name: 'OP Mainnet',
  nameAlias: 'Optimism',
  slug: 'optimism',
  symbol: 'ETH',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  icon: '/chains/optimism.svg',
  rpc: 'https://mainnet.optimism.io',
  rpcUrls: ['https://mainnet.optimism.io', 'https://optimism-rpc.publicnode.com'],
  url: 'https://optimistic.etherscan.io',
  api: etherscanV2Api(10),
  scan: 'Optimistic Etherscan',
  keys: [],
  tokens: [
    nativeEther,
    opStackWrappedEther,
    {
      address: '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58',
      name: 'USDT',
      longName: 'Tether USD',
      decimals: 6,
    },
    {
      address: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85',
      name: 'USDC',
      longName: 'USD Coin',
      decimals: 6,
    },
    daiArbitrumOptimism,
    { address: '0x4200000000000000000000000000000000000042', name: 'OP', longName: 'Optimism', decimals: 18 },
  ],
  swaps: [
    {
      name: 'UniSwapV2',
      feeBps: 30,
      router: '0x4A7b5Da61326A6379179b40d00F57E5bbDC962c2',
      factory: '0x0c3c1c532F1e39EdF36BE9Fe0bE1410313E074Bf',
    },
    sushiSwapV2LineaOptimism,
  ],
  wrappedNative: opStackWrappedEther.address,
  multicall: multicall3Address,
  // Isthmus (Pectra's execution EIPs) since 2025-05-09; Ecotone brought the Cancun opcodes.
  evm: { level: 'prague', source: 'https://specs.optimism.io/protocol/isthmus/overview.html' },
  testnet: false,
} as const satisfies ChainEntry
