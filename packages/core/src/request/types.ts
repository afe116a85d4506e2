/** Values a query string or a form body can carry; `undefined` and `null` entries are left out. */
export type RequestParameters = Record<string, string | number | bigint | boolean | null | undefined>

/**
 * The reply envelope both the TokenBox backend (`{ status, message, data }`) and Etherscan-style
 * explorer APIs (`{ status, message, result }`) use.
 */
export type ReplyEnvelope<data = unknown> = {
  status?: string | number
  message?: string
  data?: data
  result?: data
}

export type RequestOptions = {
  /** Milliseconds before the request is abandoned with a RequestTimeoutError. Default 60 000 (spec 000 section 9). */
  timeoutMs?: number
  /** Lets the caller cancel (a screen that closes); its abort reason is thrown as is. */
  signal?: AbortSignal
  headers?: Record<string, string>
  /**
   * The fetch to send with (default: the global one). A server passes one that applies its own
   * policy to a third party's replies, e.g. refusing redirects and capping the bytes read; a
   * rejection, or a body that fails while being read, ends as a RequestNetworkError.
   */
  fetch?: typeof fetch
}

export type BackendRequestOptions = RequestOptions & {
  /**
   * Origin (and optional path prefix) of the TokenBox server, e.g. `http://127.0.0.1:8080`.
   * Default '' (same origin), which is right in the browser where the server serves the app;
   * Node callers must pass it.
   */
  baseUrl?: string
}
