import { multicall3Address } from '../constants.ts'
import { etherscanV2Api } from '../etherscanV2Api.ts'
import { pancakeSwapV2Multichain, uniswapV2BaseBsc } from '../swapDeployments.ts'
import { nativeEther, opStackWrappedEther } from '../tokenDeployments.ts'
import type { ChainEntry } from '../types.ts'

export const base = {
  id: 8453,
  name: 'Base',
  nameAlias: 'Base',
  slug: 'base',
  symbol: 'ETH',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  icon: '/chains/base.svg',
  rpc: 'https://mainnet.base.org',
  rpcUrls: ['https://mainnet.base.org', 'https://base-rpc.publicnode.com'],
  url: 'https://basescan.org',
  api: etherscanV2Api(8453),
  scan: 'BaseScan',
  keys: [],
  tokens: [
    nativeEther,
    opStackWrappedEther,
    {
      address: '0xfde4C96c8593536E31F229EA8f37b2ADa2699bb2',
      name: 'USDT',
      longName: 'Tether USD',
      decimals: 6,
    },
    {
      address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      name: 'USDC',
      longName: 'USD Coin',
      decimals: 6,
    },
    {
      address: '0x50c5725949A6F0c72E6C4a641F24049A917DB0Cb',
      name: 'DAI',
      longName: 'Dai Stablecoin',
      decimals: 18,
    },
  ],
  swaps: [
    uniswapV2BaseBsc,
    {
      name: 'SushiSwapV2',
      feeBps: 30,
      router: '0x6BDED42c6DA8FBf0d2bA55B2fa120C5e0c8D7891',
      factory: '0x71524B4f93c58fcbF659783284E38825f0622859',
    },
    pancakeSwapV2Multichain,
  ],
  wrappedNative: opStackWrappedEther.address,
  multicall: multicall3Address,
  // Isthmus (Pectra's execution EIPs) since 2025-05-09.
  evm: { level: 'prague', source: 'https://docs.base.org/base-chain/specs/upgrades/isthmus/overview' },
  testnet: false,
} as const satisfies ChainEntry
