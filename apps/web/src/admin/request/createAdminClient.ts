import { AdminApiError } from './AdminApiError.ts'
import {
  adminApiBase,
  adminCodes,
  adminRequestHeader,
  adminRequestTimeoutMs,
  logoutCodes,
} from './adminCodes.ts'

/** What the user sees of a failed request; installed by the console's React root (AdminFeedbackBridge). */
export type AdminRequestFeedback = {
  /** An error toast shown for 5000 ms. */
  toastError: (text: string) => void
  /** The 'Confirm logout' dialog (Re-Login / Cancel); called once per failing request. */
  confirmLogout: () => void
  /** Translated text of a failure that has no server message. */
  describe: (
    kind: 'timeout' | 'network' | 'httpStatus' | 'unavailable',
    values: { status?: number; timeoutMs: number },
  ) => string
  /**
   * A refusal of one field with a reason code (40001 with `data.problems[0].reason`, e.g. an
   * upload's `type`) in the operator's language; undefined keeps the server's English message.
   */
  refusal?: (field: string, reason: string) => string | undefined
}

/** The field and reason code of a 40001 refusal that names them, if it does. */
function refusalOf(data: unknown): { field: string; reason: string } | undefined {
  const problem = (data as { problems?: unknown } | null)?.problems
  const first = Array.isArray(problem)
    ? (problem[0] as { field?: unknown; reason?: unknown } | undefined)
    : undefined
  return typeof first?.field === 'string' && typeof first.reason === 'string'
    ? { field: first.field, reason: first.reason }
    : undefined
}

export type AdminQuery = Record<string, string | number | boolean | undefined | null>

/** Per-request settings: a request known to take long (an export) gets its own timeout. */
export type AdminRequestOptions = { timeoutMs?: number }

export type AdminClient = {
  get: <T>(path: string, query?: AdminQuery, options?: AdminRequestOptions) => Promise<T>
  post: <T>(path: string, body?: unknown) => Promise<T>
  put: <T>(path: string, body?: unknown) => Promise<T>
  delete: <T>(path: string, query?: AdminQuery) => Promise<T>
  /** A multipart upload (`FormData`); same envelope rules. */
  upload: <T>(path: string, form: FormData) => Promise<T>
}

export type CreateAdminClientParameters = {
  /**
   * The session the console holds now (any value that changes on sign-in, role switch and
   * sign-out; null when signed out). The token itself is out of the page's reach, in the server's
   * HttpOnly cookie: an answer to a request sent under another session is dropped quietly.
   */
  getSession: () => unknown
  feedback: () => AdminRequestFeedback
  fetch?: typeof globalThis.fetch
  baseUrl?: string
  timeoutMs?: number
}

type Envelope = { code: number; message?: string; data?: unknown }

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number'
}

function withQuery(url: string, query: AdminQuery | undefined): string {
  if (!query) return url
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `${url}?${text}` : url
}

/**
 * The console's one request layer (spec 000 sections 7 to 9): base path `/prod-api`, a 5000 ms
 * timeout (a GET may ask for a longer one: the feedback export streams up to 100,000 rows), and one
 * error policy. The session travels in the server's HttpOnly `Admin-Token` cookie, which the
 * browser sends to `/prod-api` only; every request carries `X-TokenBox-Admin: 1`, without which the
 * server does not take the cookie (a cross-site form cannot add a header). Issue 76 point 6:
 * the spec's `X-Token` header would need the token in the page's reach, so the console sends none
 * (the server still takes it from scripts).
 *
 *
 * - envelope code 20000: resolves with `data`;
 * - envelope code 50300 (the database is briefly away; HTTP 503): a translated "try again" toast;
 * - any other code: the message (or 'Error') as an error toast, then rejects with AdminApiError;
 *   50008 / 50012 / 50014 also open the 'Confirm logout' dialog;
 * - no answer (network down, timeout) or a non-envelope HTTP error: a toast with the error's
 *   message, then rejects;
 * - an answer to a request sent under a session that is no longer the console's: rejects quietly.
 *
 * Callers therefore never toast a request failure themselves; they only react to it (a form keeps
 * its input, a page shows its empty state).
 *
 * @example
 * const api = createAdminClient({ getSession: () => session.getSnapshot().session, feedback: () => feedback })
 * const { token } = await api.post<{ token: string }>('/vue-element-admin/user/login', { username, password })
 */
export function createAdminClient(parameters: CreateAdminClientParameters): AdminClient {
  const { getSession, feedback, baseUrl = adminApiBase, timeoutMs = adminRequestTimeoutMs } = parameters
  const fetchImpl = parameters.fetch ?? ((input, init) => globalThis.fetch(input, init))

  /**
   * `sentWith`: the session the request was sent under. When the session has moved on meanwhile
   * (a role switch, a sign-out or a new login while this request was on its way), the answer
   * belongs to a session that no longer exists: it is rejected quietly, never a toast or the
   * 'Confirm logout' dialog over the new session (the old token answers 50008 by design).
   */
  const fail = (error: AdminApiError, sentWith: unknown): never => {
    if (getSession() !== sentWith) throw error
    const shown = feedback()
    shown.toastError(error.message)
    if (error.kind === 'envelope' && error.code !== null && logoutCodes.includes(error.code))
      shown.confirmLogout()
    throw error
  }

  async function send<T>(
    method: string,
    path: string,
    query?: AdminQuery,
    body?: unknown,
    options: AdminRequestOptions = {},
  ): Promise<T> {
    const requestTimeoutMs = options.timeoutMs ?? timeoutMs
    const headers: Record<string, string> = { accept: 'application/json', [adminRequestHeader]: '1' }
    const sentWith = getSession()
    let payload: BodyInit | undefined
    if (body instanceof FormData) payload = body
    else if (body !== undefined) {
      headers['content-type'] = 'application/json'
      payload = JSON.stringify(body)
    }
    let response: Response
    try {
      response = await fetchImpl(withQuery(`${baseUrl}${path}`, query), {
        method,
        headers,
        // The cookie goes with same-origin requests (the fetch default, said here on purpose).
        credentials: 'same-origin',
        body: payload,
        signal: AbortSignal.timeout(requestTimeoutMs),
      })
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
      const kind = timedOut ? 'timeout' : 'network'
      return fail(
        new AdminApiError(kind, feedback().describe(kind, { timeoutMs: requestTimeoutMs })),
        sentWith,
      )
    }
    let answer: unknown = null
    try {
      answer = await response.json()
    } catch {
      answer = null
    }
    if (!isEnvelope(answer)) {
      const text = feedback().describe(response.ok ? 'network' : 'httpStatus', {
        status: response.status,
        timeoutMs,
      })
      return fail(
        new AdminApiError(response.ok ? 'network' : 'httpStatus', text, { status: response.status }),
        sentWith,
      )
    }
    if (answer.code !== adminCodes.ok) {
      // The server's database is away for a moment: said in the operator's language.
      const refusal = answer.code === adminCodes.invalidInput ? refusalOf(answer.data) : undefined
      const text =
        answer.code === adminCodes.unavailable
          ? feedback().describe('unavailable', { status: response.status, timeoutMs })
          : (refusal && feedback().refusal?.(refusal.field, refusal.reason)) || answer.message || 'Error'
      return fail(
        new AdminApiError('envelope', text, {
          code: answer.code,
          status: response.status,
        }),
        sentWith,
      )
    }
    return answer.data as T
  }

  return {
    get: (path, query, options) => send('GET', path, query, undefined, options),
    post: (path, body) => send('POST', path, undefined, body ?? {}),
    put: (path, body) => send('PUT', path, undefined, body ?? {}),
    delete: (path, query) => send('DELETE', path, query),
    upload: (path, form) => send('POST', path, undefined, form),
  }
}
