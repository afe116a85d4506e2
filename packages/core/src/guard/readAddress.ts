import { type Address, getAddress, isAddress } from 'viem'

/**
 * A checksummed address from whatever a page put there: any letter case is accepted (wallets sign
 * lowercase addresses), anything that is no 20-byte hex address is `undefined`.
 *
 * @example
 * readAddress('0xd8da6bf26964af9d7eed9e03e53415d37aa96045') // '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
 * readAddress(42) // undefined
 */
export function readAddress(value: unknown): Address | undefined {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) return undefined
  return getAddress(value)
}
