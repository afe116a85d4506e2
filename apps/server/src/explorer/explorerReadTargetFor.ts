import { etherscanV2ApiBase } from '@tokenbox/core/chains/constants.ts'
import type { ExplorerApiKeys } from '../config.ts'
import { explorerApiUrlFor } from './explorerApiUrlFor.ts'

export type ExplorerReadTarget =
  | { kind: 'api'; url: string; apiKey: string }
  /** A known chain without an explorer API. */
  | { kind: 'noApi' }
  /** An explorer API, but no key the server may send there. */
  | { kind: 'noKey' }
  | { kind: 'unknownChain' }

/**
 * Where the read-only explorer proxy (approval logs, verified status) sends a chain's calls, and
 * with which key. Decision: the shared `EXPLORER_API_KEY` is an Etherscan key, so it goes only to
 * Etherscan v2 endpoints and to an endpoint the operator set (`EXPLORER_API_URL_<chainId>`);
 * a catalogue chain with its own explorer (Cronos, Core, ...) is proxied only with its own
 * `EXPLORER_API_KEY_<chainId>`. Without one the browser keeps asking that keyless explorer
 * directly, as before, and no third party ever receives the operator's Etherscan key.
 *
 * @example
 * explorerReadTargetFor(config.explorerApiUrls, config.explorerApiKeys, 56)
 * // { kind: 'api', url: 'https://api.etherscan.io/v2/api?chainid=56', apiKey: '...' }
 */
export function explorerReadTargetFor(
  urls: Readonly<Record<number, string>>,
  keys: ExplorerApiKeys,
  chainId: number,
): ExplorerReadTarget {
  const api = explorerApiUrlFor(urls, chainId)
  if (api.kind !== 'api') return api
  const ownKey = keys.byChainId[chainId]
  const sharedKeyFits = urls[chainId] !== undefined || api.url.startsWith(etherscanV2ApiBase)
  const apiKey = ownKey ?? (sharedKeyFits ? keys.default : undefined)
  return apiKey ? { kind: 'api', url: api.url, apiKey } : { kind: 'noKey' }
}
