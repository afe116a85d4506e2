import { getChainEntry } from '@tokenbox/core/chains/index.ts'
import { localChainIds } from '@tokenbox/core/local/localNetworks.ts'

export type ExplorerApiUrlLookup =
  | { kind: 'api'; url: string }
  /** A known chain without an explorer API: a local chain (31337, 31338), or a catalogue entry with `api: ''`. */
  | { kind: 'noApi' }
  /** Neither in the catalogue nor a local chain. */
  | { kind: 'unknownChain' }

/**
 * Where the server sends a chain's explorer API calls: the operator's EXPLORER_API_URL_<chainId>
 * when set (a self-hosted explorer, a test server; it also gives an API to a chain that has none),
 * else the catalogue entry's `api` (Etherscan v2 with `chainid`, or the chain's own
 * Etherscan-compatible explorer). Server-side only, like the keys.
 *
 * @example
 * explorerApiUrlFor({}, 56) // { kind: 'api', url: 'https://api.etherscan.io/v2/api?chainid=56' }
 * explorerApiUrlFor({}, 31337) // { kind: 'noApi' }
 */
export function explorerApiUrlFor(
  overrides: Readonly<Record<number, string>>,
  chainId: number,
): ExplorerApiUrlLookup {
  const override = overrides[chainId]
  if (override) return { kind: 'api', url: override }
  const entry = getChainEntry(chainId)
  if (entry) return entry.api ? { kind: 'api', url: entry.api } : { kind: 'noApi' }
  return localChainIds.includes(chainId) ? { kind: 'noApi' } : { kind: 'unknownChain' }
}
