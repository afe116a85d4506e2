import { type Address, isAddressEqual } from 'viem'
import { nativeTokenAddress } from '../chains/constants.ts'

export type ExchangeMode = 'swap' | 'wrap' | 'unwrap'

/**
 * What the exchange does between two assets: a router swap, or the 1:1 wrap / unwrap between the
 * native coin and its wrapped token (no router, no fee, no price); undefined for the same asset twice.
 *
 * @example
 * exchangeMode(nativeTokenAddress, weth, weth) // 'wrap'
 */
export function exchangeMode(
  tokenIn: Address,
  tokenOut: Address,
  wrapped: Address,
): ExchangeMode | undefined {
  if (isAddressEqual(tokenIn, tokenOut)) return undefined
  const native = (token: Address) => isAddressEqual(token, nativeTokenAddress)
  const isWrapped = (token: Address) => isAddressEqual(token, wrapped)
  if (native(tokenIn) && isWrapped(tokenOut)) return 'wrap'
  if (isWrapped(tokenIn) && native(tokenOut)) return 'unwrap'
  return 'swap'
}
