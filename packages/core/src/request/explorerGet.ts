import { requestReply } from './requestReply.ts'
import { toSearchParams } from './toSearchParams.ts'
import type { ReplyEnvelope, RequestOptions, RequestParameters } from './types.ts'

/**
 * GET from a block explorer's API (Etherscan API v2 style: `{ status, message, result }`)
 * straight from the caller, with the same timeout and reply rules as the backend helpers. A
 * `status: "0"` reply (e.g. "No transactions found") resolves: only the caller can tell "none"
 * from a failure there.
 *
 * @param apiUrl The chain's explorer API endpoint from the catalogue (may already carry a query).
 *
 * @example
 * const reply = await explorerGet<ReplyEnvelope<string>>('https://api.etherscan.io/v2/api', {
 *   chainid: 1, module: 'contract', action: 'checkverifystatus', guid, apikey,
 * })
 */
export function explorerGet<reply extends ReplyEnvelope = ReplyEnvelope>(
  apiUrl: string,
  query?: RequestParameters,
  options: RequestOptions = {},
): Promise<reply> {
  const search = toSearchParams(query).toString()
  const url = search ? `${apiUrl}${apiUrl.includes('?') ? '&' : '?'}${search}` : apiUrl
  return requestReply<reply>(url, { method: 'GET' }, options)
}
