/**
 * Lowest gas price (wei) per chain id, from spec 000 section 9: validators on these chains drop
 * or starve transactions priced below it, whatever recent blocks suggest.
 */
export const gasPriceMinimums: Readonly<Record<number, bigint>> = {
  56: 1_000_000_000n, // BSC: 1 gwei
  97: 1_000_000_000n, // BSC testnet: 1 gwei
  137: 50_000_000_000n, // Polygon: 50 gwei
}
