import { HttpStatusError, RequestNetworkError, RequestTimeoutError } from '@tokenbox/core/errors/request.ts'

/** A failed send as a key of the `feedback` namespace (`error.*`) and its parameters. */
export type FeedbackErrorText = { key: string; params?: Record<string, string> }

/**
 * Why a send failed, in words the user can act on: the server's rate limit (HTTP 429: wait and
 * send again), a refusal of the input (HTTP 400: the server's reason), the server unreachable, or
 * anything else. The form keeps its text in every case, so "send again" loses nothing.
 *
 * @example
 * feedbackErrorKey(new HttpStatusError({ url, status: 429, serverMessage: 'Too many', body: null }))
 * // { key: 'error.rateLimited' }
 */
export function feedbackErrorKey(error: unknown): FeedbackErrorText {
  const http = error instanceof HttpStatusError ? error : undefined
  if (http?.status === 429) return { key: 'error.rateLimited' }
  if (http && http.status >= 400 && http.status < 500)
    return { key: 'error.refused', params: { reason: http.serverMessage } }
  if (error instanceof RequestNetworkError || error instanceof RequestTimeoutError)
    return { key: 'error.network' }
  return { key: 'error.failed' }
}
