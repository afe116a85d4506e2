import { readExplorerProxyChains } from './readExplorerProxyChains.ts'

/**
 * The chains whose explorer the server proxies (readExplorerProxyChains), asked once per session
 * and only by the screens that use it (the check, the approvals scan), never on the first load.
 * A server that does not answer is an error here, kept for no one: the caller then reads through
 * the node (see noProxiedChains) and asks again next time.
 *
 * @example
 * const chainIds = await queryClient.fetchQuery(explorerProxyChainsQueryOptions()).catch(noProxiedChains)
 */
export function explorerProxyChainsQueryOptions() {
  return {
    queryKey: ['explorerProxyChains'] as const,
    queryFn: () => readExplorerProxyChains({ timeoutMs: 10_000 }),
    staleTime: 30 * 60_000,
    retry: false as const,
  }
}

/**
 * What a screen reads when the server could not say which explorers it proxies: none, so logs and
 * "verified" come from the node, which every chain has.
 */
export function noProxiedChains(): number[] {
  return []
}
