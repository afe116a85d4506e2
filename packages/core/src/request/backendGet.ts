import { requestReply } from './requestReply.ts'
import { toSearchParams } from './toSearchParams.ts'
import type { BackendRequestOptions, ReplyEnvelope, RequestParameters } from './types.ts'

/**
 * GET from the TokenBox server with query parameters. Rejects on a non-2xx status, a timeout
 * (60 s unless `timeoutMs` says otherwise) and the spec's status rule; see {@link requestReply}.
 *
 * @example
 * const reply = await backendGet<ReplyEnvelope<{ vip: number }>>('/api/v1/web/vip/info', { address, chain: 56 })
 * reply.data?.vip
 */
export function backendGet<reply extends ReplyEnvelope = ReplyEnvelope>(
  path: string,
  query?: RequestParameters,
  options: BackendRequestOptions = {},
): Promise<reply> {
  const search = toSearchParams(query).toString()
  const url = `${options.baseUrl ?? ''}${path}${search ? (path.includes('?') ? '&' : '?') + search : ''}`
  return requestReply<reply>(url, { method: 'GET' }, options)
}
