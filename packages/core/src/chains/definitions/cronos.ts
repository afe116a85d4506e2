import { multicall3Address, nativeTokenAddress } from '../constants.ts'
import type { ChainEntry } from '../types.ts'

export const cronos = {
  id: 25,
  name: 'Cronos',
  nameAlias: 'Cronos',
  slug: 'cronos',
  symbol: 'CRO',
  nativeCurrency: { name: 'Cronos', symbol: 'CRO', decimals: 18 },
  icon: '/chains/cronos.svg',
  rpc: 'https://evm.cronos.org',
  rpcUrls: ['https://evm.cronos.org', 'https://cronos-evm-rpc.publicnode.com'],
  url: 'https://explorer.cronos.org',
  api: 'https://explorer-api.cronos.org/mainnet/api',
  scan: 'Cronos Explorer',
  keys: [],
  tokens: [
    { address: nativeTokenAddress, name: 'CRO', longName: 'Cronos', decimals: 18 },
    {
      address: '0x5C7F8A570d578ED84E63fdFA7b1eE72dEae1AE23',
      name: 'WCRO',
      longName: 'Wrapped CRO',
      decimals: 18,
    },
    {
      address: '0x66e428c3f67a68878562e79A0234c1F83c208770',
      name: 'USDT',
      longName: 'Tether USD',
      decimals: 6,
    },
    {
      address: '0xc21223249CA28397B4B6541dfFaEcC539BfF0c59',
      name: 'USDC',
      longName: 'USD Coin',
      decimals: 6,
    },
    {
      address: '0xF2001B145b43032AAF5Ee2884e456CCd805F677D',
      name: 'DAI',
      longName: 'Dai Stablecoin',
      decimals: 18,
    },
  ],
  swaps: [
    {
      name: 'VVS Finance',
      router: '0x145863Eb42Cf62847A6Ca784e6416C1682b1b2Ae',
      factory: '0x3B44B2a187a7b3824131F8db5a74194D0a42Fc15',
    },
  ],
  wrappedNative: '0x5C7F8A570d578ED84E63fdFA7b1eE72dEae1AE23',
  multicall: multicall3Address,
  // v1.5 (go-ethereum v1.15) enabled TSTORE, TLOAD, MCOPY and EIP-7702.
  evm: { level: 'prague', source: 'https://github.com/crypto-org-chain/cronos/releases/tag/v1.5.0' },
  testnet: false,
} as const satisfies ChainEntry
