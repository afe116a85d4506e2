import { multicall3Address, nativeTokenAddress } from '../constants.ts'
import type { ChainEntry } from '../types.ts'

export const canto = {
  id: 7700,
  name: 'Canto',
  nameAlias: 'Canto',
  slug: 'canto',
  symbol: 'CANTO',
  nativeCurrency: { name: 'Canto', symbol: 'CANTO', decimals: 18 },
  icon: '/chains/canto.svg',
  rpc: 'https://canto.gravitychain.io',
  rpcUrls: ['https://canto.gravitychain.io', 'https://canto-rpc.ansybl.io'],
  url: 'https://tuber.build',
  api: 'https://tuber.build/api',
  scan: 'Tuber (Blockscout)',
  keys: [],
  tokens: [
    { address: nativeTokenAddress, name: 'CANTO', longName: 'Canto', decimals: 18 },
    {
      address: '0x826551890Dc65655a0Aceca109aB11AbDbD7a07B',
      name: 'WCANTO',
      longName: 'Wrapped CANTO',
      decimals: 18,
    },
    {
      address: '0xd567B3d7B8FE3C79a1AD8dA978812cfC4Fa05e75',
      name: 'USDT',
      longName: 'Tether USD (Gravity Bridge)',
      decimals: 6,
    },
    {
      address: '0x80b5a32E4F032B2a058b4F29EC95EEfEEB87aDcd',
      name: 'USDC',
      longName: 'USD Coin (Gravity Bridge)',
      decimals: 6,
    },
    { address: '0x4e71A2E537B7f9D9413D3991D37958c0b5e1e503', name: 'NOTE', longName: 'Note', decimals: 18 },
  ],
  swaps: [],
  wrappedNative: '0x826551890Dc65655a0Aceca109aB11AbDbD7a07B',
  multicall: multicall3Address,
  // Inferred from the node: go-ethereum v1.10.26 under Ethermint runs London's opcodes, no PUSH0.
  evm: { level: 'london', source: 'https://github.com/Canto-Network/Canto/blob/main/go.mod' },
  testnet: false,
} as const satisfies ChainEntry
