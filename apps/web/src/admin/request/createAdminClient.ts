import { AdminApiError } from './AdminApiError.ts'
import { adminApiBase, adminCodes, adminRequestTimeoutMs, logoutCodes } from './adminCodes.ts'

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
  getToken: () => string | null
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
 * timeout (a GET may ask for a longer one: the feedback export streams up to 100,000 rows), the `X-Token` header when a token exists, and one error policy:
 *
 * - envelope code 20000: resolves with `data`;
 * - envelope code 50300 (the database is briefly away; HTTP 503): a translated "try again" toast;
 * - any other code: the message (or 'Error') as an error toast, then rejects with AdminApiError;
 *   50008 / 50012 / 50014 also open the 'Confirm logout' dialog;
 * - no answer (network down, timeout) or a non-envelope HTTP error: a toast with the error's
 *   message, then rejects;
 * - an answer to a request sent with a token that is no longer the session's: rejects quietly.
 *
 * Callers therefore never toast a request failure themselves; they only react to it (a form keeps
 * its input, a page shows its empty state).
 *
 * @example
 * const api = createAdminClient({ getToken: getAdminToken, feedback: () => feedback })
 * const { token } = await api.post<{ token: string }>('/vue-element-admin/user/login', { username, password })
 */
export function createAdminClient(parameters: CreateAdminClientParameters): AdminClient {
  const { getToken, feedback, baseUrl = adminApiBase, timeoutMs = adminRequestTimeoutMs } = parameters
  const fetchImpl = parameters.fetch ?? ((input, init) => globalThis.fetch(input, init))

  /**
   * `sentWith`: the token the request carried. When the session has moved on meanwhile (a role
   * switch or a new login answered a new token while this request was on its way), the answer
   * belongs to a session that no longer exists: it is rejected quietly, never a toast or the
   * 'Confirm logout' dialog over the new session (the old token answers 50008 by design).
   */
  const fail = (error: AdminApiError, sentWith: string | null): never => {
    if (getToken() !== sentWith) throw error
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
    const headers: Record<string, string> = { accept: 'application/json' }
    const token = getToken()
    if (token) headers['x-token'] = token
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
        body: payload,
        signal: AbortSignal.timeout(requestTimeoutMs),
      })
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
      const kind = timedOut ? 'timeout' : 'network'
      return fail(new AdminApiError(kind, feedback().describe(kind, { timeoutMs: requestTimeoutMs })), token)
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
        token,
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
        token,
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
