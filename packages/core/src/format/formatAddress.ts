import { formatHash } from './formatHash.ts'

/**
 * Shortens an address the way the spec shows a connected account: "first 4 and last 4
 * characters". We read that literally as characters of the address text, so the first four
 * include the `0x` prefix: `0x12...abcd`. The case of the input is kept (a checksummed address
 * stays checksummed). Callers that want more context use {@link formatHash} with other lengths.
 *
 * @example
 * formatAddress('0x1234567890AbcdEF1234567890aBcdef12345678') // '0x12...5678'
 */
export function formatAddress(address: string): string {
  return formatHash(address, { prefixLength: 4, suffixLength: 4 })
}
