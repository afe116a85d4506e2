import { type Address, getAddress } from 'viem'

/**
 * The accounts a holder-dividend token excludes from dividends: the creator's own list plus the
 * chain's TokenBox contracts that hold tokens for others but can never claim dividends (the token
 * locker). Without it, tokens locked there would earn dividends that nobody can ever take; excluded,
 * their part goes to the other holders. Duplicates and empty entries are dropped.
 *
 * @example
 * const excluded = dividendExclusions(parsedLines, [chainLocker])
 */
export function dividendExclusions(
  excluded: readonly Address[],
  tokenBoxHolders: readonly (Address | null | undefined)[],
): Address[] {
  const seen = new Set<string>()
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
