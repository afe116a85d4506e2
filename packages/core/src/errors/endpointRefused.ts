import { classifyRpcRefusal } from './classifyRpcRefusal.ts'
import { isNetworkFailure } from './isNetworkFailure.ts'
import { isRevert } from './isRevert.ts'
import { walkCauses } from './walkCauses.ts'

type Link = { name?: unknown; status?: unknown }

/**
 * Whether the endpoint refused this request itself, in whatever words, so that asked the same way
 * again it would refuse again: what a reader of a method some endpoints do not serve
 * (eth_simulateV1, debug_traceCall, eth_feeHistory, eth_getBlockReceipts) takes as "use the
 * standard way, and do not ask this endpoint again". A method it does not serve as no rule words it
 * ("eth_simulateV1 is not enabled for this key"), a plan without it (an HTTP 4xx), a handler that
 * crashed, an answer too large: any JSON-RPC error or HTTP 4xx but
 * - a rate limit (HTTP 429 and its wordings): waited out, then asked again;
 * - a network failure (unreachable, timed out, an HTTP 5xx from a gateway): the standard way would
 *   meet it too, and the endpoint may serve the method once it is back;
 * - a revert: the call's own answer, not the endpoint's refusal;
 * - a request the reader cancelled.
 *
 * @example
 * try {
 *   await client.request({ method: 'debug_traceCall', params })
 * } catch (error) {
 *   if (endpointRefused(error)) notTracedBy.add(client) // then the access list instead
 * }
 */
export function endpointRefused(error: unknown): boolean {
  const refusal = classifyRpcRefusal(error)
  if (refusal) return refusal.kind !== 'rateLimit'
  let cancelled = false
  let clientError = false
  walkCauses(error, (link) => {
    if (typeof link !== 'object' || link === null) return false
    const { name, status } = link as Link
    if (name === 'AbortError') cancelled = true
    if (typeof status === 'number' && status >= 400 && status < 500) clientError = true
    return false
  })
  if (cancelled || isRevert(error)) return false
  // viem words every non-2xx answer an HttpRequestError, the network's kind: a 4xx is the endpoint's say.
  if (clientError) return true
  return !isNetworkFailure(error)
}
