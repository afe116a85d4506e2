import type { ExplorerApiKeys } from '../config.ts'

/**
 * The explorer API key for a chain: its own EXPLORER_API_KEY_<chainId>, else the shared
 * EXPLORER_API_KEY (an Etherscan v2 key covers many chains), else undefined. Server-side only: the
 * explorer proxy of a later issue uses it; keys are never sent to the browser.
 *
 * @example
 * explorerApiKeyFor(config.explorerApiKeys, 56) // 'BSC-SPECIFIC-KEY' or the shared key
 */
export function explorerApiKeyFor(keys: ExplorerApiKeys, chainId: number): string | undefined {
  return keys.byChainId[chainId] ?? keys.default
}
