import { multicall3Address, nativeTokenAddress } from '../constants.ts'
import { etherscanV2Api } from '../etherscanV2Api.ts'
import { sushiSwapV2Legacy } from '../swapDeployments.ts'
import type { ChainEntry } from '../types.ts'

export const polygon = {
  id: 137,
  name: 'Polygon',
  nameAlias: 'Polygon',
  slug: 'polygon',
  symbol: 'POL',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  icon: '/chains/polygon.svg',
  rpc: 'https://polygon-rpc.com',
  rpcUrls: ['https://polygon-rpc.com', 'https://polygon-bor-rpc.publicnode.com'],
  url: 'https://polygonscan.com',
  api: etherscanV2Api(137),
  scan: 'PolygonScan',
  keys: [],
  tokens: [
    { address: nativeTokenAddress, name: 'POL', longName: 'POL', decimals: 18 },
    {
      address: '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270',
      name: 'WPOL',
      longName: 'Wrapped POL',
      decimals: 18,
    },
    {
      address: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F',
      name: 'USDT',
      longName: 'Tether USD',
      decimals: 6,
    },
    {
      address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
      name: 'USDC',
      longName: 'USD Coin',
      decimals: 6,
    },
    {
      address: '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063',
      name: 'DAI',
      longName: 'Dai Stablecoin',
      decimals: 18,
    },
    {
      address: '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619',
      name: 'WETH',
      longName: 'Wrapped Ether',
      decimals: 18,
    },
  ],
  swaps: [
    {
      name: 'QuickSwap',
      feeBps: 30,
      router: '0xa5E0829CaCEd8fFDD4De3c43696c57F7D7A678ff',
      factory: '0x5757371414417b8C6CAad45bAeF941aBc7d3Ab32',
    },
    {
      name: 'UniSwapV2',
      feeBps: 30,
      router: '0xedf6066a2b290C185783862C7F4776A2C8077AD1',
      factory: '0x9e5A52f57b3038F1B8EeE45F28b3C1967e22799C',
    },
    sushiSwapV2Legacy,
  ],
  wrappedNative: '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270',
  multicall: multicall3Address,
  // Bhilai set PragueBlock 73,440,256 (July 2025); Napoli brought the Cancun opcodes.
  evm: { level: 'prague', source: 'https://github.com/0xPolygon/bor/blob/master/params/config.go' },
  testnet: false,
} as const satisfies ChainEntry
