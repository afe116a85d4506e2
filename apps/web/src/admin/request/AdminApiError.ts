/** Why an admin request failed: the server answered a failure envelope, or no usable answer came. */
export type AdminApiErrorKind = 'envelope' | 'timeout' | 'network' | 'httpStatus'

/**
 * The one error every admin call rejects with. `code` is the envelope's code (60204, 50014, ...)
 * for `envelope` failures and null otherwise; `status` the HTTP status when one came.
 *
 * @example
 * try { await adminApi.post('/vue-element-admin/user/login', form) }
 * catch (error) { if (error instanceof AdminApiError && error.code === 60204) ... }
 */
export class AdminApiError extends Error {
  override name = 'AdminApiError'
  readonly kind: AdminApiErrorKind
  readonly code: number | null
  readonly status: number | null

  constructor(kind: AdminApiErrorKind, message: string, options: { code?: number; status?: number } = {}) {
    super(message)
    this.kind = kind
    this.code = options.code ?? null
    this.status = options.status ?? null
  }
}
