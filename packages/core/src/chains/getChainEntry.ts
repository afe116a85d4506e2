import { chainCatalogue } from './chainCatalogue.ts'
import type { ChainEntry } from './types.ts'

/**
 * The catalogue entry of a chain id, or `undefined` for a chain the catalogue does not know (a
 * wallet can sit on any chain; callers show "unsupported network" rather than crash). Pass
 * `entries` to search a list with overrides or the local chain applied.
 *
 * @example
 * getChainEntry(56)?.nameAlias // 'BSC Mainnet'
 * getChainEntry(31337, [localEntry, ...chainCatalogue]) // the local chain
 */
export function getChainEntry(
  id: number,
  entries: readonly ChainEntry[] = chainCatalogue,
): ChainEntry | undefined {
  return entries.find((entry) => entry.id === id)
}
