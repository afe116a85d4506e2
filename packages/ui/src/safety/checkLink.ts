import { type Address, getAddress, isAddress } from 'viem'
import { checkPath } from '../routes/routeTable.ts'

/** What a check link names: the chain by id, and the token's address as typed (checked by the screen). */
export type CheckQuery = { chainId: number | undefined; address: string }

/**
 * The link to the token safety check of `token` on chain `chainId`, which runs it on arrival: what
 * the Exchange's summary opens and what a user shares.
 *
 * @example
 * checkHref(56, '0x…') // '/check?chain=56&address=0x…'
 */
export function checkHref(chainId: number, token: Address): string {
  return `${checkPath}?${new URLSearchParams({ chain: String(chainId), address: getAddress(token) })}`
}

/**
 * Reads `?chain=<id>&address=0x…`: a chain that is no whole number is left undefined (the screen
 * then shows the current chain); the address is returned trimmed, valid or not, so the screen can
 * say what is wrong with it.
 *
 * @example
 * parseCheckQuery('?chain=56&address=0xabc') // { chainId: 56, address: '0xabc' }
 */
export function parseCheckQuery(search: string): CheckQuery {
  const params = new URLSearchParams(search)
  const chain = params.get('chain')?.trim() ?? ''
  const chainId = /^\d{1,12}$/.test(chain) ? Number(chain) : undefined
  return { chainId, address: params.get('address')?.trim() ?? '' }
}

/** The issue with a typed token address (the project's address messages), or undefined when it is one. */
export function tokenAddressIssue(
  text: string,
): 'validation.required' | 'validation.illegalAddress' | undefined {
  const trimmed = text.trim()
  if (!trimmed) return 'validation.required'
  return isAddress(trimmed, { strict: false }) ? undefined : 'validation.illegalAddress'
}
