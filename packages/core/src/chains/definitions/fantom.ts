import { multicall3Address, nativeTokenAddress } from '../constants.ts'
import { sushiSwapV2Legacy } from '../swapDeployments.ts'
import type { ChainEntry } from '../types.ts'

export const fantom = {
  id: 250,
  name: 'Fantom Opera',
  nameAlias: 'Fantom',
  slug: 'fantom',
  symbol: 'FTM',
  nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
  icon: '/chains/fantom.svg',
  rpc: 'https://rpcapi.fantom.network',
  rpcUrls: ['https://rpcapi.fantom.network', 'https://rpc.ftm.tools'],
  url: 'https://ftmscan.com',
  api: '',
  scan: 'FTMScan',
  keys: [],
  tokens: [
    { address: nativeTokenAddress, name: 'FTM', longName: 'Fantom', decimals: 18 },
    {
      address: '0x21be370D5312f44cB42ce377BC9b8a0cEF1A4C83',
      name: 'WFTM',
      longName: 'Wrapped Fantom',
      decimals: 18,
    },
    {
      address: '0x049d68029688eAbF473097a2fC38ef61633A3C7A',
      name: 'fUSDT',
      longName: 'Frapped USDT',
      decimals: 6,
    },
    {
      address: '0x04068DA6C83AFCFA0e13ba15A6696662335D5B75',
      name: 'USDC',
      longName: 'USD Coin (Multichain)',
      decimals: 6,
    },
    {
      address: '0x8D11eC38a3EB5E956B052f67Da8Bdc9bef8Abf3E',
      name: 'DAI',
      longName: 'Dai Stablecoin (Multichain)',
      decimals: 18,
    },
  ],
  swaps: [
    {
      name: 'SpookySwap',
      feeBps: 20,
      router: '0xF491e7B69E4244ad4002BC14e878a34207E38c29',
      factory: '0x152eE697f2E276fA89E96742e9bB9aB1F2E61bE3',
    },
    sushiSwapV2Legacy,
  ],
  wrappedNative: '0x21be370D5312f44cB42ce377BC9b8a0cEF1A4C83',
  multicall: multicall3Address,
  // Opera's upgrades stop at London (no PUSH0); Sonic, which has cancun, is another chain.
  evm: {
    level: 'london',
    source: 'https://github.com/Fantom-foundation/go-opera/blob/master/opera/rules.go',
  },
  testnet: false,
} as const satisfies ChainEntry
