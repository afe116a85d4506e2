import type { ChainEntry } from '@tokenbox/core/chains/types.ts'

/**
 * How the switcher and header name a chain: the catalogue's short name ('BSC Mainnet', spec 000
 * section 9), except the local chain, whose short name 'Local' alone would not say whose.
 *
 * @example
 * chainLabel(bsc) // 'BSC Mainnet'
 */
export function chainLabel(entry: ChainEntry): string {
  return entry.local ? entry.name : entry.nameAlias
}
