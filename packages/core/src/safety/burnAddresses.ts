import { type Address, isAddressEqual, zeroAddress } from 'viem'

/** The conventional "dead" address tokens and LP are sent to so nobody can move them again. */
export const deadAddress: Address = '0x000000000000000000000000000000000000dEaD'

/**
 * Addresses below this are nobody's: no key is known for any of them (the zero address, 0x…0001,
 * the precompiles, 0x…dEaD). The templates' NoOwner library (contracts/src/tokens/templates/base/
 * NoOwner.sol, `KEYLESS_BELOW`) uses the same bound: the two are checked against each other on a
 * chain (noOwner.test.ts).
 */
export const keylessBelow = 0x10000n

/** The burn addresses whose balances readers look up (a range cannot be listed): zero and 0x…dEaD. */
export const burnAddresses: readonly Address[] = [zeroAddress, deadAddress]

/** True for an address nobody holds a key to: anything below {@link keylessBelow}. */
export function isBurnAddress(address: Address): boolean {
  return BigInt(address) < keylessBelow
}

/**
 * True when `owner` cannot act as the owner of `contract`: a burn address or the contract itself.
 * The templates store such an owner as the zero address (a renounce, however it was reached), so
 * the safety check calls a template renounced exactly when its rules treat it as having no owner.
 */
export function isNoOwner(owner: Address, contract: Address): boolean {
  return isBurnAddress(owner) || isAddressEqual(owner, contract)
}
