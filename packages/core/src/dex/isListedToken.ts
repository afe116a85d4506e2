import { isAddress, isAddressEqual } from 'viem'
import { nativeTokenAddress } from '../chains/constants.ts'
import type { ChainEntry } from '../chains/types.ts'

/**
 * The native coin, its wrapped token or a catalogue token: the tokens that need no import warning
 * and no test trade. Anything that is not an address is not listed.
 *
 * @example
 * isListedToken(entry, entry.wrappedNative) // true
 */
export function isListedToken(entry: ChainEntry, address: string): boolean {
  if (address === nativeTokenAddress) return true
  if (!isAddress(address)) return false
  return (
    isAddressEqual(address, nativeTokenAddress) ||
    isAddressEqual(address, entry.wrappedNative) ||
    entry.tokens.some((token) => isAddressEqual(token.address, address))
  )
}
