import { type Address, getAddress, isAddress } from 'viem'

/** How many tokens a browser remembers having created, per chain, newest first. */
const keep = 50

const storageKey = (chainId: number) => `tokenbox.createdTokens.${chainId}`

/**
 * The tokens this browser created with TokenBox on `chainId`, newest first (public addresses
 * only, kept in localStorage per chain). A storage that cannot be read is an empty list.
 *
 * @example
 * readCreatedTokens(97) // ['0xAbC…']
 */
export function readCreatedTokens(chainId: number): Address[] {
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
 * Remembers that this browser created `token` on `chainId`. A storage that refuses the write
 * (private mode, full) changes nothing.
 *
 * @example
 * rememberCreatedToken(97, deployed.contractAddress)
 */
export function rememberCreatedToken(chainId: number, token: Address): void {
  const next = [
    getAddress(token),
    ...readCreatedTokens(chainId).filter((item) => item.toLowerCase() !== token.toLowerCase()),
  ].slice(0, keep)
  try {
    localStorage.setItem(storageKey(chainId), JSON.stringify(next))
  } catch {
    // Nothing to do: the user is then asked to acknowledge the token once, as for any other.
  }
}

/**
 * The tokens a trade or a pool needs no "not on TokenBox's list" acknowledgement for: the ones the
 * user acknowledged on the screen, and the ones this browser created itself on `chainId` (issue
 * 77: the user's own new token asked to be acknowledged before adding liquidity to it). Lower case.
 *
 * @example
 * const known = acknowledgedTokens(entry.id, acknowledged)
 * const pending = unknownTokens.filter((token) => !known.has(token.toLowerCase()))
 */
export function acknowledgedTokens(chainId: number, acknowledged: ReadonlySet<string>): ReadonlySet<string> {
  return new Set([...acknowledged, ...readCreatedTokens(chainId).map((token) => token.toLowerCase())])
}
