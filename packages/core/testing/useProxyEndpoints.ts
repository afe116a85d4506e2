import { createPublicClient, http, type PublicClient } from 'viem'
import { afterAll } from 'vitest'
import type { LocalTestChain } from './localTestChain.ts'
import { type ProviderProxy, type StartProviderProxyParameters, startProviderProxy } from './providerProxy.ts'

/**
 * Provider-like endpoints in front of the test chain for the tests of a file or `describe` block,
 * each handed out with a plain client of it that never retries on its own (every refusal reaches
 * the reader under test), all stopped after the tests. `defaults` apply to every endpoint, `limits`
 * to one.
 *
 * @example
 * const endpoint = useProxyEndpoints(chain)
 * it('reads slowly', async () => { const { client, proxy } = await endpoint({ latencyMs: 200 }) })
 */
export function useProxyEndpoints(
  chain: LocalTestChain,
  defaults: Partial<StartProviderProxyParameters> = {},
): (
  limits?: Partial<StartProviderProxyParameters>,
) => Promise<{ proxy: ProviderProxy; client: PublicClient }> {
  const proxies: ProviderProxy[] = []
  afterAll(async () => {
    await Promise.all(proxies.map((proxy) => proxy.stop()))
  })
  return async (limits = {}) => {
    const proxy = await startProviderProxy({ upstream: chain.node.url, ...defaults, ...limits })
    proxies.push(proxy)
    const client = createPublicClient({
      chain: chain.publicClient.chain,
      transport: http(proxy.url, { retryCount: 0 }),
    }) as PublicClient
    return { proxy, client }
  }
}
