import { type Address, getAddress, type Hex, isHex } from 'viem'

/** Bytes of one address in a packed path, and of the pool fee (uint24) between two addresses. */
const addressBytes = 20
const feeBytes = 3

/**
 * The tokens of a Uniswap V3 packed path (`token, fee, token, fee, token...`, as `exactInput` and
 * `exactOutput` take it), in the path's order. `undefined` unless the path is at least one hop of
 * whole addresses and fees.
 *
 * @example
 * decodeV3Path(encodePacked(['address', 'uint24', 'address'], [weth, 3000, token])) // [weth, token]
 */
export function decodeV3Path(path: Hex): Address[] | undefined {
  if (!isHex(path, { strict: true })) return undefined
  const bytes = (path.length - 2) / 2
  const hops = (bytes - addressBytes) / (addressBytes + feeBytes)
  if (!Number.isInteger(hops) || hops < 1) return undefined
  const tokens: Address[] = []
  for (let hop = 0; hop <= hops; hop++) {
    const start = 2 + hop * (addressBytes + feeBytes) * 2
    tokens.push(getAddress(`0x${path.slice(start, start + addressBytes * 2)}`))
  }
  return tokens
}
