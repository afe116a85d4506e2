import { readExplorerProxyChains } from '@tokenbox/core/explorer/readExplorerProxyChains.ts'

const asked = new Map<string, Promise<number[]>>()

/**
 * The chains whose explorer the TokenBox site's server proxies (it holds the keys), asked once per
 * site while the popup is open. A site that does not answer proxies nothing: the check then goes
 * without the explorer's "verified", as the web app does.
 *
 * @example
 * (await readProxiedChains('https://tokenbox.example')).includes(56)
 */
export function readProxiedChains(siteUrl: string): Promise<number[]> {
  let chains = asked.get(siteUrl)
  if (!chains) {
    chains = readExplorerProxyChains({ baseUrl: siteUrl, timeoutMs: 10_000 }).catch(() => [])
    asked.set(siteUrl, chains)
  }
  return chains
}
