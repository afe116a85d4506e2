import type { GeneratedWallet } from './generateWallets.ts'

/** What one Create Wallets run makes: random keys, or wallets derived from one mnemonic. */
export type WalletRequest =
  | { mode: 'random'; count: number }
  | { mode: 'mnemonic'; mnemonic: string; path: string; start: number; count: number }

/** One worker's share of a request: `count` wallets from `first` (a position, or a derivation index). */
export type WorkerJob =
  | { mode: 'random'; first: number; count: number }
  | { mode: 'mnemonic'; mnemonic: string; path: string; first: number; count: number }

/** Messages a generation worker posts: batches as they are made, then done (or the failure). */
export type WorkerMessage =
  | { type: 'batch'; wallets: GeneratedWallet[] }
  | { type: 'done' }
  | { type: 'error'; message: string }

/** Wallets per message: small enough for a smooth progress bar, large enough to cost nothing. */
export const walletsPerMessage = 100

/**
 * Splits a request into at most `workers` contiguous, non-empty shares of near-equal size.
 *
 * @example
 * splitWalletRequest({ mode: 'random', count: 5 }, 2) // counts 3 and 2, firsts 0 and 3
 */
export function splitWalletRequest(request: WalletRequest, workers: number): WorkerJob[] {
  const shares = Math.max(1, Math.min(workers, request.count))
  const base = Math.floor(request.count / shares)
  const extra = request.count % shares
  const origin = request.mode === 'mnemonic' ? request.start : 0
  const jobs: WorkerJob[] = []
  let first = origin
  for (let share = 0; share < shares; share++) {
    const count = base + (share < extra ? 1 : 0)
    if (count === 0) continue
    jobs.push(
      request.mode === 'random'
        ? { mode: 'random', first, count }
        : { mode: 'mnemonic', mnemonic: request.mnemonic, path: request.path, first, count },
    )
    first += count
  }
  return jobs
}
