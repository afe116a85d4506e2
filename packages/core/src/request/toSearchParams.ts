import type { RequestParameters } from './types.ts'

/**
 * Encodes parameters for a query string or an `application/x-www-form-urlencoded` body, leaving
 * out `undefined` and `null` so optional fields are simply absent rather than sent as "undefined".
 *
 * @example
 * toSearchParams({ address: '0xab', chain: 56, page: undefined }).toString() // 'address=0xab&chain=56'
 */
export function toSearchParams(parameters: RequestParameters = {}): URLSearchParams {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(parameters)) {
    if (value !== undefined && value !== null) search.append(key, String(value))
  }
  return search
}
