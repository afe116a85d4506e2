import { type Address, getAddress } from 'viem'
import { sharedContractAddress } from '../../contracts/sharedContracts.ts'

/**
 * The chain's shared TokenLocker in either build: the dividend tracker excludes both from every
 * book itself, for good (contracts/docs/dividends.md, "Dividend tracker"), so a token lists neither.
 */
const trackerExcluded = new Set<string>(
  Object.values(sharedContractAddress.TokenLocker).map((a) => getAddress(a)),
)

/**
 * The accounts a holder-dividend token lists as excluded from dividends: the creator's own list plus
 * the chain's TokenBox contracts that hold tokens for others but can never claim dividends (the token
 * locker). The tracker itself excludes the locker at its shared addresses from every book, whoever
 * deploys the token, so those are left out (listing them again would only cost gas); a locker at
 * another address (a catalogue's own) is still listed. Duplicates and empty entries are dropped.
 *
 * @example
 * const excluded = dividendExclusions(parsedLines, [chainLocker])
 */
export function dividendExclusions(
  excluded: readonly Address[],
  tokenBoxHolders: readonly (Address | null | undefined)[],
): Address[] {
  const seen = new Set<string>(trackerExcluded)
  const result: Address[] = []
  for (const account of [...excluded, ...tokenBoxHolders]) {
    if (!account) continue
    const address = getAddress(account)
    if (seen.has(address)) continue
    seen.add(address)
    result.push(address)
  }
  return result
}
