import type { EIP1193RequestFn } from 'viem'
import type { RpcPacer, RpcPacerRunOptions } from './createRpcPacer.ts'

/**
 * A transport's `request` with every call sent through `pacer` (createRpcPacer.ts): it goes when
 * the endpoint's learned pace allows, and a rate-limit refusal is asked again by the pacer once
 * the endpoint takes calls again (Retry-After, backoff_seconds, a backoff) instead of failing the
 * read. A plain read refused in words no rule reads is asked once more after a pause (and the
 * words learned as the endpoint's rate limit when it is then answered: createRpcPacer's
 * run option `method`). Any other failure passes at once. For any transport (HTTP, WebSocket); `pacedHttp` is the
 * HTTP one. Give the wrapped transport no retries of its own: they would resend refused calls
 * outside the pace.
 *
 * @example
 * const pacer = sharedRpcPacer(rpcEndpointKey({ chainId: 56, url }))
 * const request = pacedRequest(http(url)({ retryCount: 0 }).request, pacer)
 * createTransport({ key: 'paced', name: 'Paced HTTP', type: 'paced', request })
 */
export function pacedRequest(
  request: EIP1193RequestFn,
  pacer: RpcPacer,
  options?: RpcPacerRunOptions,
): EIP1193RequestFn {
  return ((args: Parameters<EIP1193RequestFn>[0], requestOptions?: Parameters<EIP1193RequestFn>[1]) =>
    pacer.run(() => request(args, requestOptions), { ...options, method: args.method })) as EIP1193RequestFn
}
