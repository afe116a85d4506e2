import { getChainEntry } from '@tokenbox/core/chains/index.ts'

/** Hardhat's chain id: TokenBox's local development chain, which has no explorer. */
const localChainId = 31337

export type ExplorerApiUrlLookup =
  | { kind: 'api'; url: string }
  /** A known chain without an explorer API: the local chain, or a catalogue entry with `api: ''`. */
  | { kind: 'noApi' }
  /** Neither in the catalogue nor the local chain. */
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
  return chainId === localChainId ? { kind: 'noApi' } : { kind: 'unknownChain' }
}
