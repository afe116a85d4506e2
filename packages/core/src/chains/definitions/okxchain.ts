import { multicall3Address, nativeTokenAddress } from '../constants.ts'
import type { ChainEntry } from '../types.ts'

export const okxchain = {
  id: 66,
  name: 'OKXChain',
  nameAlias: 'OKXChain',
  slug: 'okxchain',
  symbol: 'OKT',
  nativeCurrency: { name: 'OKT', symbol: 'OKT', decimals: 18 },
  icon: '/chains/okxchain.svg',
  rpc: 'https://exchainrpc.okex.org',
  rpcUrls: ['https://exchainrpc.okex.org'],
  url: 'https://www.oklink.com/oktc',
  api: '',
  scan: 'OKLink',
  keys: [],
  tokens: [
    { address: nativeTokenAddress, name: 'OKT', longName: 'OKT', decimals: 18 },
    {
      address: '0x8F8526dbfd6E38E3D8307702cA8469Bae6C56C15',
      name: 'WOKT',
      longName: 'Wrapped OKT',
      decimals: 18,
    },
    {
      address: '0x382bB369d343125BfB2117af9c149795C6C65C50',
      name: 'USDT',
      longName: 'Tether USD (OKC)',
      decimals: 18,
    },
    {
      address: '0xc946DAf81b08146B1C7A8Da2A851Ddf2B3EAaf85',
      name: 'USDC',
      longName: 'USD Coin (OKC)',
      decimals: 18,
    },
    {
      address: '0x21cDE7E32a6CAF4742d00d44B07279e7596d26B9',
      name: 'DAI',
      longName: 'Dai Stablecoin (OKC)',
      decimals: 18,
    },
  ],
  swaps: [
    {
      name: 'CherrySwap',
      router: '0x865bfde337C8aFBffF144Ff4C29f9404EBb22b15',
      factory: '0x709102921812B3276A65092Fe79eDfc76c4D4AFe',
    },
  ],
  wrappedNative: '0x8F8526dbfd6E38E3D8307702cA8469Bae6C56C15',
  multicall: multicall3Address,
  // Istanbul rules (no Berlin or London block); Berlin added no opcodes, so berlin fits.
  evm: { level: 'berlin', source: 'https://github.com/okx/exchain/blob/dev/x/evm/types/chain_config.go' },
  testnet: false,
} as const satisfies ChainEntry
