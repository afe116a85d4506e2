import { multicall3Address, nativeTokenAddress } from '../constants.ts'
import { etherscanV2Api } from '../etherscanV2Api.ts'
import type { ChainEntry } from '../types.ts'

export const sepolia = {
  id: 11155111,
  name: 'Sepolia',
  nameAlias: 'Sepolia',
  slug: 'sepolia',
  symbol: 'ETH',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  icon: '/chains/sepolia.svg',
  rpc: 'https://ethereum-sepolia-rpc.publicnode.com',
  rpcUrls: ['https://ethereum-sepolia-rpc.publicnode.com', 'https://sepolia.drpc.org'],
  url: 'https://sepolia.etherscan.io',
  api: etherscanV2Api(11155111),
  scan: 'Etherscan Sepolia',
  keys: [],
  tokens: [
    { address: nativeTokenAddress, name: 'ETH', longName: 'Sepolia Ether', decimals: 18 },
    {
      address: '0xfFf9976782d46CC05630D1f6eBAb18b2324d6B14',
      name: 'WETH',
      longName: 'Wrapped Ether',
      decimals: 18,
    },
    {
      address: '0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238',
      name: 'USDC',
      longName: 'USD Coin',
      decimals: 6,
    },
  ],
  swaps: [
    {
      name: 'UniSwapV2',
      feeBps: 30,
      router: '0xeE567Fe1712Faf6149d80dA1E6934E354124CfE3',
      factory: '0xF62c03E08ada871A0bEb309762E260a7a6a880E6',
    },
    {
      name: 'SushiSwapV2',
      feeBps: 30,
      router: '0xeaBcE3E74EF41FB40024a21Cc2ee2F5dDc615791',
      factory: '0x734583f62Bb6ACe3c9bA9bd5A53143CA2Ce8C55A',
    },
  ],
  wrappedNative: '0xfFf9976782d46CC05630D1f6eBAb18b2324d6B14',
  multicall: multicall3Address,
  // Pectra since 2025-03-05 (the EIP's activation table).
  evm: { level: 'prague', source: 'https://eips.ethereum.org/EIPS/eip-7600' },
  testnet: true,
} as const satisfies ChainEntry
