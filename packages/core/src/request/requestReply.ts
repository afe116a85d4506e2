import {
  HttpStatusError,
  ReplyParseError,
  ReplyRejectedError,
  RequestNetworkError,
  RequestTimeoutError,
} from '../errors/request.ts'
import type { ReplyEnvelope, RequestOptions } from './types.ts'

export const defaultRequestTimeoutMs = 60_000

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === ''
}

function messageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null)?.message
  return typeof message === 'string' && message ? message : undefined
}

/**
 * The one request path under the backend and explorer helpers: fetch with a timeout, read JSON,
 * and apply the reply rules of spec 000 section 7:
 * - a non-2xx HTTP status rejects with the body's `message` (HttpStatusError);
 * - a reply whose `status` is neither "1" nor "0" and whose result (`result` or `data`) is empty
 *   rejects with the server's message or "Error" (ReplyRejectedError);
 * - anything else resolves with the whole envelope, so a `status: "0"` "no records" reply from an
 *   explorer reaches the caller, which knows what it means.
 *
 * @example
 * const reply = await requestReply('https://api.etherscan.io/v2/api?chainid=1&module=proxy&action=eth_blockNumber', { method: 'GET' })
 */
export async function requestReply<reply extends ReplyEnvelope = ReplyEnvelope>(
  url: string,
  init: { method: 'GET' | 'POST'; body?: URLSearchParams },
  options: RequestOptions = {},
): Promise<reply> {
  const timeoutMs = options.timeoutMs ?? defaultRequestTimeoutMs
  const timeout = AbortSignal.timeout(timeoutMs)
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout
  // A timeout or a caller's abort can fire while the headers or the body are on their way; both
  // end here so the caller sees one typed error either way.
  const rethrow = (error: unknown): never => {
    if (timeout.aborted) throw new RequestTimeoutError({ url, timeoutMs })
    if (options.signal?.aborted) throw options.signal.reason
    throw new RequestNetworkError({ url, cause: error })
  }

  let response: Response
  let text: string
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' } : {}),
        ...options.headers,
      },
      ...(init.body ? { body: init.body.toString() } : {}),
      signal,
    })
    text = await response.text()
  } catch (error) {
    return rethrow(error)
  }

  let body: unknown
  let parsed = true
  try {
    body = JSON.parse(text)
  } catch (error) {
    parsed = false
    body = text
    if (response.ok) throw new ReplyParseError({ url, cause: error })
  }

  if (!response.ok) {
    const serverMessage =
      (parsed ? messageOf(body) : undefined) || response.statusText || `HTTP ${response.status}`
    throw new HttpStatusError({ url, status: response.status, serverMessage, body })
  }

  const envelope = (body ?? {}) as ReplyEnvelope
  const status = envelope.status === undefined ? undefined : String(envelope.status)
  if (status !== '1' && status !== '0' && isEmpty(envelope.result) && isEmpty(envelope.data)) {
    throw new ReplyRejectedError({ url, serverMessage: messageOf(body) ?? 'Error', body })
  }
  return body as reply
}
