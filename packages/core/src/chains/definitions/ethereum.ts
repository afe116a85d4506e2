import { multicall3Address } from '../constants.ts'
import { etherscanV2Api } from '../etherscanV2Api.ts'
import { nativeEther } from '../tokenDeployments.ts'
import type { ChainEntry } from '../types.ts'

export const ethereum = {
  id: 1,
  name: 'Ethereum',
  nameAlias: 'Ethereum',
  slug: 'ethereum',
  symbol: 'ETH',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  icon: '/chains/ethereum.svg',
  rpc: 'https://ethereum-rpc.publicnode.com',
  rpcUrls: ['https://ethereum-rpc.publicnode.com', 'https://eth.llamarpc.com'],
  url: 'https://etherscan.io',
  api: etherscanV2Api(1),
  scan: 'Etherscan',
  keys: [],
  tokens: [
    nativeEther,
    {
      address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      name: 'WETH',
      longName: 'Wrapped Ether',
      decimals: 18,
    },
    {
      address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      name: 'USDT',
      longName: 'Tether USD',
      decimals: 6,
    },
    {
      address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      name: 'USDC',
      longName: 'USD Coin',
      decimals: 6,
    },
    {
      address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
      name: 'DAI',
      longName: 'Dai Stablecoin',
      decimals: 18,
    },
    {
      address: '0x95aD61b0a150d79219dCF64E1E6Cc01f0B64C4cE',
      name: 'SHIB',
      longName: 'SHIBA INU',
      decimals: 18,
    },
  ],
  swaps: [
    {
      name: 'UniSwapV2',
      feeBps: 30,
      router: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
      factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
    },
    {
      name: 'SushiSwapV2',
      feeBps: 30,
      router: '0xd9e1cE17f2641f24aE83637ab66a2cca9C378B9F',
      factory: '0xC0AEe478e3658e2610c5F7A4A2E1777cE9e4f2Ac',
    },
    {
      name: 'PancakeSwapV2',
      feeBps: 25,
      router: '0xEfF92A263d31888d860bD50809A8D171709b7b1c',
      factory: '0x1097053Fd2ea711dad45caCcc45EfF7548fCB362',
    },
  ],
  wrappedNative: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  multicall: multicall3Address,
  // Pectra since 2025-05-07; Osaka (Fusaka) is live too, but the catalogue's levels stop at prague.
  evm: { level: 'prague', source: 'https://eips.ethereum.org/EIPS/eip-7600' },
  testnet: false,
} as const satisfies ChainEntry
