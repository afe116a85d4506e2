import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import type { ToolContracts } from './toolContracts.ts'

/**
 * The chains of `entries` (the switcher's) a tool works on: all of them, those whose catalogue
 * lists an exchange, or none for a tool that runs in the browser alone.
 *
 * @example
 * toolChains(toolContracts.swExchange, entries) // the chains with a DEX
 */
export function toolChains(facts: ToolContracts, entries: readonly ChainEntry[]): readonly ChainEntry[] {
  if (facts.chains === 'none') return []
  if (facts.chains === 'dex') return entries.filter((entry) => entry.swaps.length > 0)
  return entries
}
