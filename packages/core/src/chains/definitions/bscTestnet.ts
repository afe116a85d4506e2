import { multicall3Address, nativeTokenAddress } from '../constants.ts'
import { etherscanV2Api } from '../etherscanV2Api.ts'
import type { ChainEntry } from '../types.ts'

export const bscTestnet = {
  id: 97,
  name: 'BNB Smart Chain Testnet',
  nameAlias: 'BSC Testnet',
  slug: 'bsc-testnet',
  symbol: 'tBNB',
  nativeCurrency: { name: 'Test BNB', symbol: 'tBNB', decimals: 18 },
  icon: '/chains/bsc-testnet.svg',
  rpc: 'https://data-seed-prebsc-1-s1.bnbchain.org:8545',
  rpcUrls: ['https://data-seed-prebsc-1-s1.bnbchain.org:8545', 'https://bsc-testnet-rpc.publicnode.com'],
  url: 'https://testnet.bscscan.com',
  api: etherscanV2Api(97),
  scan: 'BscScan Testnet',
  keys: [],
  tokens: [
    { address: nativeTokenAddress, name: 'tBNB', longName: 'Test BNB', decimals: 18 },
    {
      address: '0xae13d989daC2f0dEbFf460aC112a837C89BAa7cd',
      name: 'WBNB',
      longName: 'Wrapped BNB',
      decimals: 18,
    },
  ],
  swaps: [
    {
      name: 'PancakeSwapV2',
      feeBps: 25,
      router: '0xD99D1c33F9fC3444f8101754aBC46c52416550D1',
      factory: '0x6725F303b657a9451d8BA641348b6761A6CC7a17',
    },
  ],
  wrappedNative: '0xae13d989daC2f0dEbFf460aC112a837C89BAa7cd',
  multicall: multicall3Address,
  // Pascal (the Prague EIPs) since 2025-02-25 on Chapel.
  evm: { level: 'prague', source: 'https://docs.bnbchain.org/announce/pascal-bsc' },
  testnet: true,
} as const satisfies ChainEntry
