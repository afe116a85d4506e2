import { arbitrum } from './definitions/arbitrum.ts'
import { avalanche } from './definitions/avalanche.ts'
import { base } from './definitions/base.ts'
import { bsc } from './definitions/bsc.ts'
import { bscTestnet } from './definitions/bscTestnet.ts'
import { canto } from './definitions/canto.ts'
import { core } from './definitions/core.ts'
import { cronos } from './definitions/cronos.ts'
import { ethereum } from './definitions/ethereum.ts'
import { fantom } from './definitions/fantom.ts'
import { heco } from './definitions/heco.ts'
import { linea } from './definitions/linea.ts'
import { okxchain } from './definitions/okxchain.ts'
import { optimism } from './definitions/optimism.ts'
import { pego } from './definitions/pego.ts'
import { polygon } from './definitions/polygon.ts'
import { polygonZkEvm } from './definitions/polygonZkEvm.ts'
import { sepolia } from './definitions/sepolia.ts'
import type { ChainEntry } from './types.ts'

/** Every public chain TokenBox supports (spec 000 section 3), in the spec's order. */
export const chainCatalogue: readonly ChainEntry[] = Object.freeze([
  ethereum,
  sepolia,
  bsc,
  bscTestnet,
  arbitrum,
  base,
  polygon,
  optimism,
  avalanche,
  fantom,
  core,
  cronos,
  linea,
  polygonZkEvm,
  canto,
  heco,
  okxchain,
  pego,
])

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

/**
 * The testnets the network switcher adds when the user turns on "Show testnets" (after the
 * mainnets, in this order): the catalogue's Sepolia and BSC testnet, the two test chains spec 000
 * lists. Hidden by default, as the spec's switcher shows mainnets only.
 */
export const switcherTestnetIds: readonly number[] = Object.freeze([
  11155111, // Sepolia
  97, // BSC Testnet
])
