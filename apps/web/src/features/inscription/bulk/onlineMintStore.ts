import type { OnlineMintRun } from '@tokenbox/core/inscription/onlineMintRun.ts'
import { chainStorageKey } from '../../../wallet/localChainInstances.ts'

/**
 * An online bulk mint as this browser keeps it, so a reload or a crash loses nothing: core's run
 * (what is minted and how, the hash of every confirmed transaction by step and of one sent but not
 * yet confirmed, awaited on resume, never sent again) and when it was saved. Public data only;
 * removed when the run finishes, is discarded, or its local chain is reset
 * (wallet/localChainInstances.ts).
 */
export type StoredOnlineMint = OnlineMintRun & { savedAt: number }

const key = (chainId: number, account: string) =>
  chainStorageKey('onlineMint', chainId, account.toLowerCase())

export function saveOnlineMint(
  chainId: number,
  account: string,
  run: Omit<StoredOnlineMint, 'savedAt'>,
): void {
  try {
    localStorage.setItem(key(chainId, account), JSON.stringify({ ...run, savedAt: Date.now() }))
  } catch {
    // Storage full or disabled: the run goes on; it just cannot be resumed after a reload.
  }
}

export function loadOnlineMint(chainId: number, account: string): StoredOnlineMint | undefined {
  try {
    const text = localStorage.getItem(key(chainId, account))
    return text ? (JSON.parse(text) as StoredOnlineMint) : undefined
  } catch {
    return undefined
  }
}

export function clearOnlineMint(chainId: number, account: string): void {
  localStorage.removeItem(key(chainId, account))
}
