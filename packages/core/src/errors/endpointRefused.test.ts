import { createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { failureFromAnswer, rpcErrorBody } from '../../testing/failureFromAnswer.ts'
import { failureOf } from '../../testing/failureOf.ts'
import { startProviderProxy } from '../../testing/providerProxy.ts'
import { useLocalNode } from '../../testing/useLocalTestChain.ts'
import { getFreePort } from '../local/localNodeProcess.ts'
import { classifyRpcRefusal } from './classifyRpcRefusal.ts'
import { endpointRefused } from './endpointRefused.ts'

/** What a viem client meets from an endpoint that answers eth_simulateV1 with `status` and `body`. */
const failureFrom = (status: number, body: string, type?: string) =>
  failureFromAnswer({ status, body, ...(type ? { type } : {}) }, (client) =>
    client.request({ method: 'eth_simulateV1', params: [] } as never),
  )

const local = useLocalNode()

describe('endpointRefused', () => {
  it('is true for a method refused in words no rule reads, through a provider-like endpoint', async () => {
    const proxy = await startProviderProxy({ upstream: local.node.url, provider: 'unfamiliar' })
    try {
      const client = createPublicClient({ transport: http(proxy.url, { retryCount: 0 }) })
      const error = await failureOf(client.request({ method: 'debug_traceCall', params: [] } as never))
      // The wording rules do not know it: the behaviour must not depend on them.
      expect(classifyRpcRefusal(error)).toBeNull()
      expect(endpointRefused(error)).toBe(true)
    } finally {
      await proxy.stop()
    }
  })

  it('is true for any JSON-RPC error or HTTP 4xx the endpoint answered with', async () => {
    const answers: [number, string, string?][] = [
      // geth's answer when a method's handler panics (Arbitrum Nitro's eth_simulateV1, 2025).
      [200, rpcErrorBody(-32603, 'method handler crashed')],
      [200, rpcErrorBody(-32000, 'eth_simulateV1 is disabled on this node')],
      [200, rpcErrorBody(-32601, 'the method eth_simulateV1 does not exist/is not available')],
      [403, rpcErrorBody(-32000, 'your plan does not include this method')],
      [401, 'Unauthorized', 'text/plain'],
      [400, rpcErrorBody(-32602, 'invalid argument 0: json: cannot unmarshal')],
    ]
    for (const [status, body, type] of answers) {
      expect(endpointRefused(await failureFrom(status, body, type)), body).toBe(true)
    }
  })

  it('is false for a rate limit, a network failure, a gateway error, a revert and a cancelled request', async () => {
    expect(endpointRefused(await failureFrom(429, 'Too Many Requests', 'text/plain'))).toBe(false)
    expect(
      endpointRefused(await failureFrom(200, rpcErrorBody(-32005, 'project ID request rate exceeded'))),
    ).toBe(false)
    expect(endpointRefused(await failureFrom(502, '<html>Bad Gateway</html>', 'text/html'))).toBe(false)
    expect(endpointRefused(await failureFrom(200, rpcErrorBody(3, 'execution reverted')))).toBe(false)
    const unreachable = createPublicClient({
      transport: http(`http://127.0.0.1:${await getFreePort()}`, { retryCount: 0 }),
    })
    expect(endpointRefused(await failureOf(unreachable.getBlockNumber()))).toBe(false)
    const cancelled = new DOMException('This operation was aborted', 'AbortError')
    expect(endpointRefused(cancelled)).toBe(false)
  })
})
