import type { Address } from 'viem'
import { storedAddressList } from '../../../app/tokens/storedAddressList.ts'

/** How many tokens outside the catalogue the exchange remembers per chain, newest first. */
const keep = 8

const recentSwapTokens = (chainId: number) => storedAddressList(`tokenbox.dex.recentTokens.${chainId}`, keep)

/**
 * The tokens outside the chain's catalogue this browser traded on the exchange, newest first
 * (public addresses only, kept in localStorage per chain). A storage that cannot be read is an
 * empty list.
 *
 * @example
 * readRecentSwapTokens(97) // ['0xAbC…']
 */
export function readRecentSwapTokens(chainId: number): Address[] {
  return recentSwapTokens(chainId).read()
}

/**
 * Puts `token` first in the chain's recent tokens (once), dropping the oldest beyond eight;
 * returns the new list. A storage that refuses the write (private mode, full) changes nothing.
 *
 * @example
 * rememberSwapToken(97, '0xAbC…')
 */
export function rememberSwapToken(chainId: number, token: Address): Address[] {
  return recentSwapTokens(chainId).remember(token)
}
