import { afterAll, beforeAll } from 'vitest'
import type { LocalTestChain } from './localTestChain.ts'
import { type ProviderProxy, startProviderProxy } from './providerProxy.ts'

/** The two endpoints of {@link useSimulationEndpoints}. */
export type SimulationEndpoints = {
  /** Answers every method, eth_simulateV1 included. */
  simulating: ProviderProxy
  /** Refuses what public RPCs usually refuse (eth_simulateV1, debug_*, trace_*). */
  bare: ProviderProxy
}

/**
 * Two provider-like endpoints in front of the test chain at 120 ms a round trip, for the tests of
 * what is simulated and priced before a wallet is asked: one that simulates, one that refuses to as
 * most public RPCs do; started before the tests of the file or `describe` block (after its chain),
 * stopped after them. Read inside tests and hooks, once started.
 *
 * @example
 * const chain = useLocalTestChain()
 * const endpoints = useSimulationEndpoints(chain)
 * it('says it cannot simulate', async () => { await summarize(pacedClientOf(chain, endpoints.bare.url)) })
 */
export function useSimulationEndpoints(chain: LocalTestChain): SimulationEndpoints {
  const endpoints = {} as SimulationEndpoints
  beforeAll(async () => {
    endpoints.simulating = await startProviderProxy({
      upstream: chain.node.url,
      latencyMs: 120,
      refusedMethods: [],
    })
    endpoints.bare = await startProviderProxy({ upstream: chain.node.url, latencyMs: 120 })
  })
  afterAll(async () => {
    await Promise.all([endpoints.simulating?.stop(), endpoints.bare?.stop()])
  })
  return endpoints
}
