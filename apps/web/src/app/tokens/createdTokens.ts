import type { Address } from 'viem'
import { storedAddressList } from './storedAddressList.ts'

/** How many tokens a browser remembers having created, per chain, newest first. */
const keep = 50

const createdTokens = (chainId: number) => storedAddressList(`tokenbox.createdTokens.${chainId}`, keep)

/**
 * The tokens this browser created with TokenBox on `chainId`, newest first (public addresses
 * only, kept in localStorage per chain). A storage that cannot be read is an empty list.
 *
 * @example
 * readCreatedTokens(97) // ['0xAbC…']
 */
export function readCreatedTokens(chainId: number): Address[] {
  return createdTokens(chainId).read()
}

/**
 * Remembers that this browser created `token` on `chainId`. A storage that refuses the write
 * (private mode, full) changes nothing.
 *
 * @example
 * rememberCreatedToken(97, deployed.contractAddress)
 */
export function rememberCreatedToken(chainId: number, token: Address): void {
  // A refused write leaves the user to acknowledge the token once, as for any other.
  createdTokens(chainId).remember(token)
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
