import { nativeTokenAddress } from '../constants.ts'
import type { ChainEntry } from '../types.ts'

export const pego = {
  id: 20201022,
  name: 'Pego Network',
  nameAlias: 'Pego',
  slug: 'pego',
  symbol: 'PG',
  nativeCurrency: { name: 'Pego', symbol: 'PG', decimals: 18 },
  icon: '/chains/pego.svg',
  rpc: 'https://pegorpc.com',
  rpcUrls: ['https://pegorpc.com', 'https://node1.pegorpc.com'],
  url: 'https://scan.pego.network',
  api: 'https://scan.pego.network/api',
  scan: 'Pego Scan',
  keys: [],
  tokens: [
    { address: nativeTokenAddress, name: 'PG', longName: 'Pego', decimals: 18 },
    {
      address: '0x0cF4071940782b640d0b595Cb17bDf3E90869d70',
      name: 'WPG',
      longName: 'Wrapped PG',
      decimals: 18,
    },
    {
      address: '0x02F9Bebf5E54968D8Cc2562356C91ECDE135801B',
      name: 'USDT',
      longName: 'Tether USD (Pego)',
      decimals: 18,
    },
  ],
  swaps: [],
  wrappedNative: '0x0cF4071940782b640d0b595Cb17bDf3E90869d70',
  // Conservative: Pego publishes no EVM level, so the oldest level; the probe decides.
  evm: { level: 'berlin', source: 'https://pego.network' },
  testnet: false,
} as const satisfies ChainEntry
