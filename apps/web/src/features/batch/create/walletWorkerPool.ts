import type { GeneratedWallet } from '@tokenbox/core/wallets/generateWallets.ts'
import {
  splitWalletRequest,
  type WalletRequest,
  type WorkerMessage,
} from '@tokenbox/core/wallets/walletJob.ts'

/** A dedicated module worker running generateWallets.worker.ts (Vite bundles it as its own chunk). */
export function createWalletWorker(): Worker {
  return new Worker(new URL('./generateWallets.worker.ts', import.meta.url), { type: 'module' })
}

/**
 * Workers for a run: one per logical core (`navigator.hardwareConcurrency`), at most 8, and no
 * more than one per 250 wallets (starting a worker costs a few milliseconds, which small runs
 * would not win back).
 */
export function workerCountFor(
  count: number,
  cores = globalThis.navigator?.hardwareConcurrency ?? 2,
): number {
  return Math.max(1, Math.min(cores || 2, 8, Math.ceil(count / 250)))
}

export type GenerateInWorkersOptions = {
  /** Called as batches arrive with the number of wallets made so far. */
  onProgress?: (done: number, total: number) => void
  /** Aborting terminates every worker at once and rejects with the signal's reason. */
  signal?: AbortSignal
  workers?: number
  createWorker?: () => Worker
}

/**
 * Runs a Create Wallets request split over Web Workers and resolves with every wallet in order
 * (by position for random keys, by derivation index for a mnemonic). The page stays responsive:
 * only batches of finished wallets reach the main thread.
 *
 * @example
 * const wallets = await generateInWorkers({ mode: 'random', count: 10_000 }, { onProgress })
 */
export function generateInWorkers(
  request: WalletRequest,
  options: GenerateInWorkersOptions = {},
): Promise<GeneratedWallet[]> {
  const { signal, onProgress, createWorker = createWalletWorker } = options
  const jobs = splitWalletRequest(request, options.workers ?? workerCountFor(request.count))
  const origin = request.mode === 'mnemonic' ? request.start : 0
  const wallets: GeneratedWallet[] = new Array(request.count)
  const workers: Worker[] = []
  let made = 0
  return new Promise<GeneratedWallet[]>((resolve, reject) => {
    if (request.count === 0) return resolve([])
    let finished = 0
    const stop = () => {
      for (const worker of workers) worker.terminate()
      signal?.removeEventListener('abort', abort)
    }
    const fail = (error: unknown) => {
      stop()
      reject(error)
    }
    const abort = () => fail(signal?.reason ?? new DOMException('Cancelled', 'AbortError'))
    if (signal?.aborted) return abort()
    signal?.addEventListener('abort', abort)
    for (const job of jobs) {
      const worker = createWorker()
      workers.push(worker)
      worker.onerror = (event) => fail(new Error(event.message || 'wallet worker failed'))
      worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
        const message = event.data
        if (message.type === 'error') return fail(new Error(message.message))
        if (message.type === 'done') {
          if (++finished === jobs.length) {
            stop()
            resolve(wallets)
          }
          return
        }
        for (const wallet of message.wallets) wallets[wallet.index - origin] = wallet
        made += message.wallets.length
        onProgress?.(made, request.count)
      }
      worker.postMessage(job)
    }
  })
}
