import type { Address } from 'viem'

const storageKey = (chainId: number) => `tokenbox.dividendTracker.${chainId}`

/**
 * The dividend tracker a user deployed on a chain whose catalogue entry has none (spec: "Before
 * creating tokens you need to create a dividend contract"), remembered in this browser so the next
 * dividend token on that chain reuses it. Decision: the browser, not the server, keeps it until the
 * admin console can publish per-chain contract addresses (issue 8); every read is checked against
 * the chain (the code must be TokenBox's tracker), so a stale or forged entry is ignored.
 */
export function readRememberedTracker(chainId: number): Address | undefined {
  try {
    const value = localStorage.getItem(storageKey(chainId))
    return value && /^0x[0-9a-fA-F]{40}$/.test(value) ? (value as Address) : undefined
  } catch {
    return undefined
  }
}

export function rememberTracker(chainId: number, address: Address): void {
  try {
    localStorage.setItem(storageKey(chainId), address)
  } catch {
    // Storage can be disabled; the tracker is then looked up on chain by its deployer next time.
  }
}
