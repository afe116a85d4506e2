import { type Address, getAddress, isAddress } from 'viem'

/** How many tokens outside the catalogue the exchange remembers per chain, newest first. */
const keep = 8

const storageKey = (chainId: number) => `tokenbox.dex.recentTokens.${chainId}`

/**
 * The tokens outside the chain's catalogue this browser traded on the exchange, newest first
 * (public addresses only, kept in localStorage per chain). A storage that cannot be read is an
 * empty list.
 *
 * @example
 * readRecentSwapTokens(97) // ['0xAbC…']
 */
export function readRecentSwapTokens(chainId: number): Address[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(chainId)) ?? '[]')
    if (!Array.isArray(stored)) return []
    return stored
      .filter((item): item is string => typeof item === 'string' && isAddress(item))
      .map((item) => getAddress(item))
      .slice(0, keep)
  } catch {
    return []
  }
}

/**
 * Puts `token` first in the chain's recent tokens (once), dropping the oldest beyond eight;
 * returns the new list. A storage that refuses the write (private mode, full) changes nothing.
 *
 * @example
 * rememberSwapToken(97, '0xAbC…')
 */
export function rememberSwapToken(chainId: number, token: Address): Address[] {
  const next = [
    getAddress(token),
    ...readRecentSwapTokens(chainId).filter((item) => item.toLowerCase() !== token.toLowerCase()),
  ].slice(0, keep)
  try {
    localStorage.setItem(storageKey(chainId), JSON.stringify(next))
  } catch {
    // Nothing to do: the list is a convenience.
  }
  return next
}
