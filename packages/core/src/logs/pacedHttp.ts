import { createTransport, type HttpTransport, type HttpTransportConfig, http } from 'viem'
import type { RpcPacer } from './createRpcPacer.ts'
import { pacedRequest } from './pacedRequest.ts'

export type PacedHttpConfig = HttpTransportConfig & {
  /** The endpoint's pacer: every client built on this transport shares its pace. */
  pacer: RpcPacer
}

/**
 * viem's `http` transport with every request sent through `pacer` (createRpcPacer.ts): a
 * rate-limit refusal slows the pace and is asked again by the pacer, which knows when the endpoint
 * takes calls again. viem's own retries are made around the pacer, never inside it (there they
 * would burst the refused calls back at once, 150 ms later, outside the pace): `retryCount` (default
 * 0) asks a call that failed otherwise (a timeout, a 502) again, at the pace. With
 * `batch`, the calls the pacer releases together go in one JSON-RPC batch (an endpoint counts each
 * call of a batch against its rate, so a batch saves round trips, not quota).
 *
 * @example
 * const pacer = createRpcPacer()
 * const client = createPublicClient({ transport: pacedHttp('https://bsc-dataseed.bnbchain.org', { pacer }) })
 */
export function pacedHttp(url: string, { pacer, retryCount = 0, ...config }: PacedHttpConfig): HttpTransport {
  const unpaced = http(url, { ...config, retryCount: 0 })
  return ((parameters) => {
    const transport = unpaced(parameters)
    const request = pacedRequest(transport.request, pacer)
    if (retryCount === 0) return { ...transport, request }
    const { key, name, type, timeout } = transport.config
    return createTransport({ key, name, type, request, retryCount, timeout }, transport.value)
  }) as HttpTransport
}
