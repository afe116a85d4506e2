/// <reference lib="webworker" />
// One share of a Create Wallets run, off the page's main thread. Keys are made here and posted
// only to the page that started the worker: a worker has no other way out, and this one makes
// no request.
import {
  createMnemonicWalletDeriver,
  type GeneratedWallet,
  generateRandomWallets,
} from '@tokenbox/core/wallets/generateWallets.ts'
import { type WorkerJob, type WorkerMessage, walletsPerMessage } from '@tokenbox/core/wallets/walletJob.ts'

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerJob>) => void) | null
  postMessage: (message: WorkerMessage) => void
}

scope.onmessage = (event) => {
  const job = event.data
  try {
    const derive = job.mode === 'mnemonic' ? createMnemonicWalletDeriver(job) : undefined
    for (let offset = 0; offset < job.count; offset += walletsPerMessage) {
      const size = Math.min(walletsPerMessage, job.count - offset)
      const first = job.first + offset
      const wallets: GeneratedWallet[] = derive
        ? Array.from({ length: size }, (_, position) => derive(first + position))
        : generateRandomWallets({ count: size, firstIndex: first })
      scope.postMessage({ type: 'batch', wallets })
    }
    scope.postMessage({ type: 'done' })
  } catch (error) {
    scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) })
  }
}
