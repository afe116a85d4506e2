import { type AdminCode, adminCodes, adminMessages } from './adminCodes.ts'

/**
 * Every admin API answer: `{code, message, data}` with HTTP 200, also for failures, because the
 * template's request layer reads `code` and treats any non-2xx as a network error.
 */
export type AdminEnvelope<T = unknown> = { code: AdminCode; message: string; data: T }

/**
 * @example
 * return adminSuccess({ token }) // { code: 20000, message: 'success', data: { token } }
 */
export function adminSuccess<T>(data: T): AdminEnvelope<T> {
  return { code: adminCodes.ok, message: adminMessages[adminCodes.ok], data }
}

/**
 * @example
 * reply.send(adminFailure(adminCodes.badCredentials)) // message 'Account and password are incorrect.'
 */
export function adminFailure<T = null>(code: AdminCode, message?: string, data?: T): AdminEnvelope<T | null> {
  return { code, message: message ?? adminMessages[code], data: data ?? null }
}

/**
 * Thrown by admin handlers and hooks to answer a failure envelope; the admin API's error
 * handler (adminApi.ts) turns it into `{code, message, data}` with HTTP 200 (and Retry-After for
 * 42900). Anything else thrown becomes 50000 without details.
 *
 * @example
 * throw new AdminError(adminCodes.notFound, 'No role with this key.')
 */
export class AdminError extends Error {
  override name = 'AdminError'
  readonly adminCode: AdminCode
  readonly data: unknown
  /** Seconds, for 42900. */
  readonly retryAfter: number | undefined
  constructor(code: AdminCode, message?: string, options: { data?: unknown; retryAfter?: number } = {}) {
    super(message ?? adminMessages[code])
    this.adminCode = code
    this.data = options.data ?? null
    this.retryAfter = options.retryAfter
  }
}
