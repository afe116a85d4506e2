import { type Address, getAddress, isAddress } from 'viem'
import { splitListRows } from '../forms/listText.ts'
import { maxCheckedAddresses } from './walletLimits.ts'

export type AddressListIssue = { line: number; text: string; reason: 'illegalAddress' }

export type ParseAddressListResult = {
  /** Distinct addresses, checksummed, in the order they first appear. */
  addresses: Address[]
  /** Lines that are not an address (spec 001 section 5: "Illegal address"), with 1-based numbers. */
  issues: AddressListIssue[]
  /** Lines whose address was already listed (any letter case), merged into the first. */
  duplicates: number
  /** More distinct addresses than `limit`: the list is refused as a whole. */
  overLimit: boolean
}

/**
 * Parses a pasted or uploaded address list: one address per line, the first column only (extra
 * columns after a comma, full-width comma, semicolon, tab or space are ignored, so an exported
 * `address,balance` sheet can be pasted back); blank lines are skipped, and so is a first line
 * that is a header (text that does not start with 0x). Letter case does not matter: an address
 * whose EIP-55 checksum is wrong but which is all one case is accepted, mixed case with a wrong
 * checksum is refused as a typo. The zero address is refused.
 *
 * @example
 * parseAddressList('address,note\n0xAb…12,team\n0xab…12\nhello')
 * // { addresses: ['0xAb…12'], issues: [{ line: 4, reason: 'illegalAddress', … }], duplicates: 1 }
 */
export function parseAddressList(text: string, limit = maxCheckedAddresses): ParseAddressListResult {
  const seen = new Set<string>()
  const result: ParseAddressListResult = { addresses: [], issues: [], duplicates: 0, overLimit: false }
  let firstContentLine = true
  for (const { line, text: trimmed, columns } of splitListRows(text, { spaces: true })) {
    const first = columns[0] ?? ''
    const isHeader = firstContentLine && !/^0x/i.test(first) && /^[\p{L}_ #]+$/u.test(first)
    firstContentLine = false
    if (isHeader) continue
    if (!isAddress(first, { strict: false }) || /^0x0{40}$/i.test(first) || !checksumAcceptable(first)) {
      result.issues.push({ line, text: trimmed, reason: 'illegalAddress' })
      continue
    }
    const key = first.toLowerCase()
    if (seen.has(key)) {
      result.duplicates++
      continue
    }
    seen.add(key)
    result.addresses.push(getAddress(first))
  }
  result.overLimit = result.addresses.length > limit
  return result
}

/** All lower, all upper, or a correct EIP-55 checksum. */
function checksumAcceptable(address: string): boolean {
  const body = address.slice(2)
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true
  return isAddress(address, { strict: true })
}
