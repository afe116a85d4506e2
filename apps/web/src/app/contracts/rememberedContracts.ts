import type { Address } from 'viem'

/** The per-chain infrastructure contracts of the catalogue (spec 000 section 3) a user may deploy. */
export type ChainContractKind = 'lock' | 'dividendTracker' | 'send' | 'multisig'

const storageKey = (kind: ChainContractKind, chainId: number) => `tokenbox.${kind}.${chainId}`

/**
 * An infrastructure contract a user deployed on a chain whose catalogue entry has none ("This chain
 * has no batch contract, do you want to create one?"), remembered in this browser so the next use
 * on that chain finds it. Decision: the browser, not the server, keeps it until the admin console
 * can publish per-chain contract addresses (issue 8); every read is checked against the chain (the
 * code must be TokenBox's contract), so a stale or forged entry is ignored.
 */
export function readRememberedContract(kind: ChainContractKind, chainId: number): Address | undefined {
  try {
    const value = localStorage.getItem(storageKey(kind, chainId))
    return value && /^0x[0-9a-fA-F]{40}$/.test(value) ? (value as Address) : undefined
  } catch {
    return undefined
  }
}

export function rememberContract(kind: ChainContractKind, chainId: number, address: Address): void {
  try {
    localStorage.setItem(storageKey(kind, chainId), address)
  } catch {
    // Storage can be disabled; the user is then offered to deploy again next time.
  }
}
