import { multicall3Address } from '../constants.ts'
import { etherscanV2Api } from '../etherscanV2Api.ts'
import { pancakeSwapV2Multichain, sushiSwapV2Legacy } from '../swapDeployments.ts'
import { daiArbitrumOptimism, nativeEther } from '../tokenDeployments.ts'
import type { ChainEntry } from '../types.ts'

export const arbitrum = {
  id: 42161,
  name: 'Arbitrum One',
  nameAlias: 'Arbitrum',
  slug: 'arbitrum',
  symbol: 'ETH',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  icon: '/chains/arbitrum.svg',
  rpc: 'https://arb1.arbitrum.io/rpc',
  rpcUrls: ['https://arb1.arbitrum.io/rpc', 'https://arbitrum-one-rpc.publicnode.com'],
  url: 'https://arbiscan.io',
  api: etherscanV2Api(42161),
  scan: 'Arbiscan',
  keys: [],
  tokens: [
    nativeEther,
    {
      address: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1',
      name: 'WETH',
      longName: 'Wrapped Ether',
      decimals: 18,
    },
    {
      address: '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9',
      name: 'USDT',
      longName: 'Tether USD',
      decimals: 6,
    },
    {
      address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
      name: 'USDC',
      longName: 'USD Coin',
      decimals: 6,
    },
    daiArbitrumOptimism,
    {
      address: '0x912CE59144191C1204E64559FE8253a0e49E6548',
      name: 'ARB',
      longName: 'Arbitrum',
      decimals: 18,
    },
  ],
  swaps: [
    {
      name: 'UniSwapV2',
      feeBps: 30,
      router: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
      factory: '0xf1D7CC64Fb4452F05c498126312eBE29f30Fbcf9',
    },
    sushiSwapV2Legacy,
    pancakeSwapV2Multichain,
  ],
  wrappedNative: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1',
  multicall: multicall3Address,
  // ArbOS 40 Callisto brought the Prague EIPs; ArbOS 20 Atlas brought TSTORE and MCOPY.
  evm: { level: 'prague', source: 'https://docs.arbitrum.io/run-arbitrum-node/arbos-releases/arbos40' },
  testnet: false,
} as const satisfies ChainEntry
