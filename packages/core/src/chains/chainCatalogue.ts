import { bsc } from './definitions/bsc.ts'
import { bscTestnet } from './definitions/bscTestnet.ts'
import { ethereum } from './definitions/ethereum.ts'
import { sepolia } from './definitions/sepolia.ts'
import type { ChainEntry } from './types.ts'

/** Every public chain TokenBox supports (spec 000 section 3), in the spec's order. */
export const chainCatalogue: readonly ChainEntry[] = Object.freeze([ethereum, sepolia, bsc, bscTestnet])

/**
 * The network switcher's chains, in the order it lists them (spec 000 section 9): 16 mainnets; the
 * local chain is put before them by the web app when the server enables it.
 */
export const switcherChainIds: readonly number[] = Object.freeze([
  1, // Ethereum
  56, // BSC
  137, // Polygon
  10, // Optimism
  42161, // Arbitrum
  43114, // Avalanche
  250, // Fantom
  66, // OKXChain
  128, // Heco
  1116, // CoreDao
  25, // Cronos
  20201022, // Pego
  8453, // Base
  59144, // Linea
  1101, // Polygon zkEVM
  7700, // Canto
])
