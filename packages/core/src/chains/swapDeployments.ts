import type { SwapEntry } from './types.ts'

/*
 * Exchanges deployed at the same router and factory addresses on several chains (one deployer, the
 * same nonce or CREATE2 salt on each): one entry, so a chain that lists one cannot drift from the
 * others by a mistyped address.
 */

/** PancakeSwap V2 on Arbitrum, Base, Linea and Polygon zkEVM. */
export const pancakeSwapV2Multichain = {
  name: 'PancakeSwapV2',
  feeBps: 25,
  router: '0x8cFe327CEc66d1C090Dd72bd0FF11d690C33a2Eb',
  factory: '0x02a84c1b3BBD7401a5f7fa98a384EBC70bB5749E',
} as const satisfies SwapEntry

/** SushiSwap V2's first cross-chain deployment: Arbitrum, Avalanche, BSC, Fantom and Polygon. */
export const sushiSwapV2Legacy = {
  name: 'SushiSwapV2',
  feeBps: 30,
  router: '0x1b02dA8Cb0d097eB8D57A175b88c7D8b47997506',
  factory: '0xc35DADB65012eC5796536bD9864eD8773aBc74C4',
} as const satisfies SwapEntry

/** SushiSwap V2 on Linea and OP Mainnet. */
export const sushiSwapV2LineaOptimism = {
  name: 'SushiSwapV2',
  feeBps: 30,
  router: '0x2ABf469074dc0b54d793850807E6eb5Faf2625b1',
  factory: '0xFbc12984689e5f15626Bad03Ad60160Fe98B303C',
} as const satisfies SwapEntry

/** SushiSwap V2 on Core and Polygon zkEVM. */
export const sushiSwapV2CorePolygonZkEvm = {
  name: 'SushiSwapV2',
  feeBps: 30,
  router: '0x9B3336186a38E1b6c21955d112dbb0343Ee061eE',
  factory: '0xB45e53277a7e0F1D35f2a77160e91e25507f1763',
} as const satisfies SwapEntry

/** Uniswap V2 on Base and BSC (its router is the same on Arbitrum and Avalanche, its factory not). */
export const uniswapV2BaseBsc = {
  name: 'UniSwapV2',
  feeBps: 30,
  router: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
  factory: '0x8909Dc15e40173Ff4699343b6eB8132c65e18eC6',
} as const satisfies SwapEntry
