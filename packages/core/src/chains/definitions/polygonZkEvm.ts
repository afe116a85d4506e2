import { multicall3Address } from '../constants.ts'
import { pancakeSwapV2Multichain, sushiSwapV2CorePolygonZkEvm } from '../swapDeployments.ts'
import { nativeEther } from '../tokenDeployments.ts'
import type { ChainEntry } from '../types.ts'

export const polygonZkEvm = {
  id: 1101,
  name: 'Polygon zkEVM',
  nameAlias: 'PolygonZk',
  slug: 'polygon-zkevm',
  symbol: 'ETH',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  icon: '/chains/polygon-zkevm.svg',
  rpc: 'https://zkevm-rpc.com',
  rpcUrls: ['https://zkevm-rpc.com', 'https://polygon-zkevm.drpc.org'],
  url: 'https://zkevm.polygonscan.com',
  api: '',
  scan: 'PolygonScan zkEVM',
  keys: [],
  tokens: [
    nativeEther,
    {
      address: '0x4F9A0e7FD2Bf6067db6994CF12E4495Df938E6e9',
      name: 'WETH',
      longName: 'Wrapped Ether',
      decimals: 18,
    },
    {
      address: '0x1E4a5963aBFD975d8c9021ce480b42188849D41d',
      name: 'USDT',
      longName: 'Tether USD',
      decimals: 6,
    },
    {
      address: '0xA8CE8aee21bC2A48a5EF670afCc9274C7bbbC035',
      name: 'USDC',
      longName: 'USD Coin (bridged)',
      decimals: 6,
    },
    {
      address: '0xC5015b9d9161Dca7e18e32f6f25C4aD850731Fd4',
      name: 'DAI',
      longName: 'Dai Stablecoin',
      decimals: 18,
    },
  ],
  swaps: [pancakeSwapV2Multichain, sushiSwapV2CorePolygonZkEvm],
  wrappedNative: '0x4F9A0e7FD2Bf6067db6994CF12E4495Df938E6e9',
  multicall: multicall3Address,
  // Berlin plus PUSH0: no BASEFEE (not London), no Cancun opcodes.
  evm: { level: 'berlin', source: 'https://docs.polygon.technology/zkEVM/spec/evm-differences/' },
  testnet: false,
} as const satisfies ChainEntry
