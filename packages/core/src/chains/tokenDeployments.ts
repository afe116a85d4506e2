import { nativeTokenAddress } from './constants.ts'
import type { TokenEntry } from './types.ts'

/*
 * Token entries that stand the same on several chains: one entry, so a chain that lists one cannot
 * drift from the others by a mistyped address or name.
 */

/** Ether as the native coin of Ethereum and the rollups that settle on it. */
export const nativeEther = {
  address: nativeTokenAddress,
  name: 'ETH',
  longName: 'Ether',
  decimals: 18,
} as const satisfies TokenEntry

/** The OP Stack's WETH predeploy, at the same address on every OP Stack chain (OP Mainnet, Base). */
export const opStackWrappedEther = {
  address: '0x4200000000000000000000000000000000000006',
  name: 'WETH',
  longName: 'Wrapped Ether',
  decimals: 18,
} as const satisfies TokenEntry

/** DAI's bridged token, deployed at the same address on Arbitrum One and OP Mainnet. */
export const daiArbitrumOptimism = {
  address: '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1',
  name: 'DAI',
  longName: 'Dai Stablecoin',
  decimals: 18,
} as const satisfies TokenEntry
