import { requestReply } from '../request/requestReply.ts'
import { toSearchParams } from '../request/toSearchParams.ts'
import type { ReplyEnvelope, RequestOptions, RequestParameters } from '../request/types.ts'

/**
 * POST a form-encoded body to a block explorer's API, with the same timeout and reply rules as
 * `explorerGet` (a `status: "0"` reply resolves; the caller reads its `result`).
 *
 * Why a POST helper here rather than `explorerGet`: a verification submission carries the whole
 * standard-JSON input (tens to hundreds of kB), far past what servers accept in a URL, and
 * Etherscan documents `verifysourcecode` as a POST. `backendPost` encodes the same way but is
 * bound to the TokenBox server's base URL; an explorer URL is absolute and may carry a query.
 *
 * @param apiUrl The explorer endpoint, kept as given (its `?chainid=` stays in the URL).
 *
 * @example
 * const reply = await explorerPost<ReplyEnvelope<string>>('https://api.etherscan.io/v2/api?chainid=1', {
 *   module: 'contract', action: 'verifysourcecode', sourceCode, apikey,
 * })
 */
export function explorerPost<reply extends ReplyEnvelope = ReplyEnvelope>(
  apiUrl: string,
  body?: RequestParameters,
  options: RequestOptions = {},
): Promise<reply> {
  return requestReply<reply>(apiUrl, { method: 'POST', body: toSearchParams(body) }, options)
}
