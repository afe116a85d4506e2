import { multicall3Address, nativeTokenAddress } from '../constants.ts'
import { etherscanV2Api } from '../etherscanV2Api.ts'
import { sushiSwapV2Legacy, uniswapV2BaseBsc } from '../swapDeployments.ts'
import type { ChainEntry } from '../types.ts'

export const bsc = {
  id: 56,
  name: 'BNB Smart Chain',
  nameAlias: 'BSC Mainnet',
  slug: 'bsc',
  symbol: 'BNB',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  icon: '/chains/bsc.svg',
  rpc: 'https://bsc-dataseed.bnbchain.org',
  rpcUrls: ['https://bsc-dataseed.bnbchain.org', 'https://bsc-rpc.publicnode.com'],
  url: 'https://bscscan.com',
  api: etherscanV2Api(56),
  scan: 'BscScan',
  keys: [],
  tokens: [
    { address: nativeTokenAddress, name: 'BNB', longName: 'BNB', decimals: 18 },
    {
      address: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
      name: 'WBNB',
      longName: 'Wrapped BNB',
      decimals: 18,
    },
    // Binance-Peg tokens on BSC use 18 decimals, unlike their 6-decimal Ethereum originals.
    {
      address: '0x55d398326f99059fF775485246999027B3197955',
      name: 'USDT',
      longName: 'Tether USD',
      decimals: 18,
    },
    {
      address: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d',
      name: 'USDC',
      longName: 'USD Coin',
      decimals: 18,
    },
    {
      address: '0x1AF3F329e8BE154074D8769D1FFa4eE058B1DBc3',
      name: 'DAI',
      longName: 'Dai Token',
      decimals: 18,
    },
    {
      address: '0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56',
      name: 'BUSD',
      longName: 'BUSD Token',
      decimals: 18,
    },
    {
      address: '0xbA2aE424d960c26247Dd6c32edC70B295c744C43',
      name: 'DOGE',
      longName: 'Dogecoin',
      decimals: 8,
    },
  ],
  swaps: [
    {
      name: 'PancakeSwapV2',
      feeBps: 25,
      router: '0x10ED43C718714eb63d5aA57B78B54704E256024E',
      factory: '0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73',
    },
    uniswapV2BaseBsc,
    sushiSwapV2Legacy,
  ],
  wrappedNative: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
  multicall: multicall3Address,
  // Pascal (the Prague EIPs) since 2025-03-20; Tycho brought the Cancun opcodes in 2024.
  evm: { level: 'prague', source: 'https://docs.bnbchain.org/announce/pascal-bsc' },
  testnet: false,
} as const satisfies ChainEntry
