import type { Client } from 'viem'
import { collectFromWallet } from './collectFromWallet.ts'
import type { CollectSettings, CollectWallet, WalletCollection } from './types.ts'
import { waitingCollection } from './types.ts'

export type RunCollectionParameters = {
  /** The wallets to collect now, each with its state from an earlier run when retrying. */
  wallets: readonly { wallet: CollectWallet; previous?: WalletCollection | undefined }[]
  settings: CollectSettings
  /** Wallets collected at the same time (each one's own transfers stay in order). */
  concurrency?: number
  /** Stop: no wallet starts after it aborts; wallets already started finish their transfers. */
  signal?: AbortSignal | undefined
  /** Every state change of wallet `index` (an index into `wallets`). */
  onUpdate?: ((index: number, collection: WalletCollection) => void) | undefined
  receiptTimeoutMs?: number
}

/** Default number of wallets collected at once: enough to go fast, few enough for public RPC limits. */
export const defaultCollectConcurrency = 3

/**
 * Collects many sub-wallets into one target with a few wallets in flight at once; each wallet's
 * token transfer and sweep are sequential and use that wallet's own nonce, so wallets never wait
 * on each other. Returns every wallet's final state (wallets Stop kept from starting stay
 * `waiting`, with their earlier state otherwise unchanged). Never throws.
 *
 * @example
 * const results = await runCollection(publicClient, {
 *   wallets: wallets.map((wallet) => ({ wallet })),
 *   settings: { target, token, mode: 'tokenThenNative', keepNative: 0n, gasPrice, sweepGasLimit: 21_000n },
 * })
 */
export async function runCollection(
  client: Client,
  parameters: RunCollectionParameters,
): Promise<WalletCollection[]> {
  const { wallets, settings, signal, onUpdate, receiptTimeoutMs } = parameters
  const results: WalletCollection[] = wallets.map(({ wallet, previous }) => ({
    ...(previous ?? waitingCollection(wallet.address)),
    status: 'waiting',
  }))
  let next = 0
  const worker = async () => {
    while (next < wallets.length && !signal?.aborted) {
      const index = next++
      const { wallet, previous } = wallets[index]!
      results[index] = await collectFromWallet(client, {
        wallet,
        settings,
        previous,
        receiptTimeoutMs,
        onUpdate: (collection) => onUpdate?.(index, collection),
      })
    }
  }
  const concurrency = Math.max(
    1,
    Math.min(parameters.concurrency ?? defaultCollectConcurrency, wallets.length),
  )
  await Promise.all(Array.from({ length: concurrency }, worker))
  return results
}

export type CollectionSummary = {
  token: bigint
  native: bigint
  gasPaid: bigint
  done: number
  skipped: number
  failed: number
  waiting: number
}

/**
 * Totals of a collection for the summary: what reached the target (confirmed transfers only) and
 * how many wallets ended in each state.
 *
 * @example
 * const { token, native, failed } = summarizeCollection(states)
 */
export function summarizeCollection(states: readonly WalletCollection[]): CollectionSummary {
  const summary: CollectionSummary = {
    token: 0n,
    native: 0n,
    gasPaid: 0n,
    done: 0,
    skipped: 0,
    failed: 0,
    waiting: 0,
  }
  for (const state of states) {
    summary.token += state.tokenCollected
    summary.native += state.nativeCollected
    summary.gasPaid += state.gasPaid
    if (state.status === 'done') summary.done++
    else if (state.status === 'skipped') summary.skipped++
    else if (state.status === 'failed') summary.failed++
    else summary.waiting++
  }
  return summary
}
