import { type Address, isAddressEqual } from 'viem'
import { nativeTokenAddress } from '../chains/constants.ts'

/**
 * The router's view of a trade's ends: the native coin travels as its wrapped token.
 *
 * @example
 * routerEnds(nativeTokenAddress, usdt, weth) // { pathIn: weth, pathOut: usdt, nativeIn: true, nativeOut: false }
 */
export function routerEnds(tokenIn: Address, tokenOut: Address, wrapped: Address) {
  const nativeIn = isAddressEqual(tokenIn, nativeTokenAddress)
  const nativeOut = isAddressEqual(tokenOut, nativeTokenAddress)
  return {
    pathIn: nativeIn ? wrapped : tokenIn,
    pathOut: nativeOut ? wrapped : tokenOut,
    nativeIn,
    nativeOut,
  }
}

export type RouterEnds = ReturnType<typeof routerEnds>
