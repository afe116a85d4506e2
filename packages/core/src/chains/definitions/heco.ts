import { nativeTokenAddress } from '../constants.ts'
import type { ChainEntry } from '../types.ts'

export const heco = {
  id: 128,
  name: 'Huobi ECO Chain',
  nameAlias: 'Heco',
  slug: 'heco',
  symbol: 'HT',
  nativeCurrency: { name: 'Huobi Token', symbol: 'HT', decimals: 18 },
  icon: '/chains/heco.svg',
  rpc: 'https://http-mainnet.hecochain.com',
  rpcUrls: ['https://http-mainnet.hecochain.com'],
  url: 'https://hecoinfo.com',
  api: '',
  scan: 'HecoInfo',
  keys: [],
  tokens: [
    { address: nativeTokenAddress, name: 'HT', longName: 'Huobi Token', decimals: 18 },
    {
      address: '0x5545153CCFcA01fbd7Dd11C0b23ba694D9509A6F',
      name: 'WHT',
      longName: 'Wrapped HT',
      decimals: 18,
    },
    {
      address: '0xa71EdC38d189767582C38A3145b5873052c3e47a',
      name: 'USDT',
      longName: 'Heco-Peg USDT',
      decimals: 18,
    },
    {
      address: '0x9362Bbef4B8313A8Aa9f0c9808B80577Aa26B73B',
      name: 'USDC',
      longName: 'Heco-Peg USDC',
      decimals: 6,
    },
    {
      address: '0x3D760a45D0887DFD89A2F5385a236B29Cb46ED2a',
      name: 'DAI',
      longName: 'Heco-Peg DAI',
      decimals: 18,
    },
  ],
  swaps: [
    {
      name: 'MDEX',
      router: '0xED7d5F38C79115ca12fe6C0041abb22F0A06C300',
      factory: '0xb0b670fc1F7724119963018DB0BfA86aDb22d941',
    },
  ],
  wrappedNative: '0x5545153CCFcA01fbd7Dd11C0b23ba694D9509A6F',
  // Berlin and London at block 8,577,000, the chain's last hard fork.
  evm: { level: 'london', source: 'https://github.com/stars-labs/heco-chain/releases/tag/v1.2.0' },
  testnet: false,
} as const satisfies ChainEntry
