import { multicall3Address, nativeTokenAddress } from '../constants.ts'
import { sushiSwapV2CorePolygonZkEvm } from '../swapDeployments.ts'
import type { ChainEntry } from '../types.ts'

export const core = {
  id: 1116,
  name: 'Core',
  nameAlias: 'CoreDao',
  slug: 'core',
  symbol: 'CORE',
  nativeCurrency: { name: 'Core', symbol: 'CORE', decimals: 18 },
  icon: '/chains/core.svg',
  rpc: 'https://rpc.coredao.org',
  rpcUrls: ['https://rpc.coredao.org', 'https://rpc.ankr.com/core'],
  url: 'https://scan.coredao.org',
  api: 'https://openapi.coredao.org/api',
  scan: 'Core Scan',
  keys: [],
  tokens: [
    { address: nativeTokenAddress, name: 'CORE', longName: 'Core', decimals: 18 },
    {
      address: '0x40375C92d9FAf44d2f9db9Bd9ba41a3317a2404f',
      name: 'WCORE',
      longName: 'Wrapped CORE',
      decimals: 18,
    },
    {
      address: '0x900101d06A7426441Ae63e9AB3B9b0F63Be145F1',
      name: 'USDT',
      longName: 'Tether USD (LayerZero)',
      decimals: 6,
    },
    {
      address: '0xa4151B2B3e269645181dCcF2D426cE75fcbDeca9',
      name: 'USDC',
      longName: 'USD Coin (LayerZero)',
      decimals: 6,
    },
  ],
  swaps: [sushiSwapV2CorePolygonZkEvm],
  wrappedNative: '0x40375C92d9FAf44d2f9db9Bd9ba41a3317a2404f',
  multicall: multicall3Address,
  // CancunTime 2025-06-25 (Theseus); no PragueTime on mainnet.
  evm: { level: 'cancun', source: 'https://github.com/coredao-org/core-chain/blob/master/params/config.go' },
  testnet: false,
} as const satisfies ChainEntry
