import { HttpStatusError, RequestNetworkError, RequestTimeoutError } from '@tokenbox/core/errors/request.ts'

/** A failed send as a key of the `feedback` namespace (`error.*`) and its parameters. */
export type FeedbackErrorText = {
  key: string
  params?: Record<string, string>
  /** A key of the refused field's label, to translate into the `field` parameter. */
  fieldKey?: string
}

const formFields = ['category', 'description', 'email', 'contact']

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
  // The server names the refused field (`data.field`); the form checks the same rules, so this
  // only happens when the two disagree, and naming the field is what helps.
  const field = (http?.body as { data?: { field?: unknown } } | null)?.data?.field
  if (http?.status === 400 && typeof field === 'string' && formFields.includes(field))
    return { key: 'error.refusedField', fieldKey: `field.${field}` }
  if (http && http.status >= 400 && http.status < 500)
    return { key: 'error.refused', params: { reason: http.serverMessage } }
  if (error instanceof RequestNetworkError || error instanceof RequestTimeoutError)
    return { key: 'error.network' }
  return { key: 'error.failed' }
}
