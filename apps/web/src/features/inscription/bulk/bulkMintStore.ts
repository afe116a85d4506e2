import type { BulkMintSnapshot, BulkMintWallet } from '@tokenbox/core/inscription/bulk/types.ts'
import type { Address } from 'viem'
import { chainStorageKey } from '../../../wallet/localChainInstances.ts'

/**
 * A bulk mint as this browser keeps it between visits: what is minted (the checked inscription
 * text), the run's settings and the engine's last snapshot (plain JSON: every mint's state, nonce
 * and hashes, no key). Saved on every change of the run, so a reload or a crash loses nothing;
 * removed when the user discards it or its local chain is reset (wallet/localChainInstances.ts).
 */
export type StoredBulkMint = {
  savedAt: number
  /** The inscription text every mint sends (checked again when it is loaded). */
  text: string
  /** The indexer's tick of the inscription, to stop once it is fully minted. */
  p: string
  tick: string
  delayMs: number
  /** The sub-wallets' addresses, in plan order: the keys are asked for by these. */
  wallets: Address[]
  /** Unset until the funding is done and the first mint is about to be sent. */
  snapshot?: BulkMintSnapshot | undefined
  /** How many mints were asked for (the snapshot has them once it exists). */
  mints: number
}

const runKey = (chainId: number, account: string) =>
  chainStorageKey('bulkMint', chainId, account.toLowerCase())

export function saveBulkMint(chainId: number, account: string, run: Omit<StoredBulkMint, 'savedAt'>): void {
  try {
    localStorage.setItem(runKey(chainId, account), JSON.stringify({ ...run, savedAt: Date.now() }))
  } catch {
    // Storage full or disabled: the run goes on; it just cannot be resumed after a reload.
  }
}

export function loadBulkMint(chainId: number, account: string): StoredBulkMint | undefined {
  try {
    const text = localStorage.getItem(runKey(chainId, account))
    return text ? (JSON.parse(text) as StoredBulkMint) : undefined
  } catch {
    return undefined
  }
}

export function clearBulkMint(chainId: number, account: string): void {
  localStorage.removeItem(runKey(chainId, account))
}

/**
 * The sub-wallets' keys live in this tab's sessionStorage, never in localStorage or a request: a
 * reload of the tab keeps them (so a run resumes without asking), closing the tab forgets them (a
 * resume in a new tab asks for the exported keys again). The decision and its reason are in
 * docs/tools/inscriptions.md (bulk mint).
 */
const keysKey = 'tokenbox.bulkMint.keys'

export function saveSubWalletKeys(wallets: readonly BulkMintWallet[]): void {
  try {
    if (wallets.length === 0) sessionStorage.removeItem(keysKey)
    else sessionStorage.setItem(keysKey, JSON.stringify(wallets))
  } catch {
    // Disabled storage: the keys stay in the page's memory only.
  }
}

export function loadSubWalletKeys(): BulkMintWallet[] {
  try {
    const text = sessionStorage.getItem(keysKey)
    return text ? (JSON.parse(text) as BulkMintWallet[]) : []
  } catch {
    return []
  }
}
