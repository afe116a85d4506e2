import { requestReply } from './requestReply.ts'
import { toSearchParams } from './toSearchParams.ts'
import type { BackendRequestOptions, ReplyEnvelope, RequestParameters } from './types.ts'

/**
 * POST a form-encoded body (`application/x-www-form-urlencoded`, as spec 000 section 7 says) to
 * the TokenBox server. Rejects on a non-2xx status, a timeout (60 s unless `timeoutMs` says
 * otherwise) and the spec's status rule; see {@link requestReply}.
 *
 * @example
 * await backendPost('/api/v1/web/feedback', { category: 'bug', description: 'text', email: 'a@b.c' })
 */
export function backendPost<reply extends ReplyEnvelope = ReplyEnvelope>(
  path: string,
  body?: RequestParameters,
  options: BackendRequestOptions = {},
): Promise<reply> {
  return requestReply<reply>(
    `${options.baseUrl ?? ''}${path}`,
    { method: 'POST', body: toSearchParams(body) },
    options,
  )
}
