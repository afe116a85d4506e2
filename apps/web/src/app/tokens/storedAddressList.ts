import { type Address, getAddress, isAddress } from 'viem'

/**
 * A list of addresses this browser remembers in localStorage under `key`, newest first, at most
 * `keep` of them (public addresses only). A storage that cannot be read is an empty list; one
 * that refuses a write (private mode, full) changes nothing, the list being a convenience.
 * It holds the user's own history only (the tokens this browser created, the tokens it traded);
 * never a shared contract, whose one CREATE2 address every browser computes
 * (core `sharedContractAddress`).
 *
 * @example
 * const recent = storedAddressList(`tokenbox.dex.recentTokens.${chainId}`, 8)
 * recent.remember('0xAbC…') // ['0xAbC…', …]
 */
export function storedAddressList(key: string, keep: number) {
  const read = (): Address[] => {
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '[]')
      if (!Array.isArray(stored)) return []
      return stored
        .filter((item): item is string => typeof item === 'string' && isAddress(item))
        .map((item) => getAddress(item))
        .slice(0, keep)
    } catch {
      return []
    }
  }
  /** Puts `address` first (once), dropping the oldest beyond `keep`; answers the new list. */
  const remember = (address: Address): Address[] => {
    const next = [
      getAddress(address),
      ...read().filter((item) => item.toLowerCase() !== address.toLowerCase()),
    ].slice(0, keep)
    try {
      localStorage.setItem(key, JSON.stringify(next))
    } catch {}
    return next
  }
  return { read, remember }
}
