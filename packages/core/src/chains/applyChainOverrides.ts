import type { ChainEntry } from './types.ts'

export type ChainOverrides = {
  /** Chain id -> RPC URL replacing the catalogue's default (the server's RPC_URL_<id>). */
  rpcUrls?: Readonly<Record<number, string>>
  /** Chain id -> explorer API keys (server side only: keys must never reach a browser). */
  explorerApiKeys?: Readonly<Record<number, readonly string[]>>
}

/**
 * Applies the operator's configuration to catalogue entries without changing the catalogue: an
 * overridden RPC becomes `rpc` and the first of `rpcUrls` (the public ones stay as fallbacks for
 * wallets), and explorer keys replace `keys`. Ids without an entry are ignored. JSON objects
 * with decimal-text keys (`{ '56': ... }`, as GET /api/v1/web/config sends) work as they are.
 *
 * @example
 * const chains = applyChainOverrides(chainCatalogue, { rpcUrls: { 56: 'https://bsc.example/rpc' } })
 */
export function applyChainOverrides(
  entries: readonly ChainEntry[],
  { rpcUrls = {}, explorerApiKeys = {} }: ChainOverrides,
): ChainEntry[] {
  return entries.map((entry) => {
    const rpc = rpcUrls[entry.id]
    const keys = explorerApiKeys[entry.id]
    if (rpc === undefined && keys === undefined) return entry
    return {
      ...entry,
      ...(rpc === undefined ? {} : { rpc, rpcUrls: [rpc, ...entry.rpcUrls.filter((url) => url !== rpc)] }),
      ...(keys === undefined ? {} : { keys: [...keys] }),
    }
  })
}
