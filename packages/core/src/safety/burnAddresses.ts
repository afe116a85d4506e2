import { type Address, isAddressEqual, zeroAddress } from 'viem'

/** The conventional "dead" address tokens and LP are sent to so nobody can move them again. */
export const deadAddress: Address = '0x000000000000000000000000000000000000dEaD'

/** Addresses whose tokens are gone for good: the zero address and 0x…dEaD. */
export const burnAddresses: readonly Address[] = [zeroAddress, deadAddress]

/** True for the zero address and 0x…dEaD. */
export function isBurnAddress(address: Address): boolean {
  return burnAddresses.some((burn) => isAddressEqual(burn, address))
}
