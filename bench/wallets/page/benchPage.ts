/// <reference lib="dom" />
// The page of the wallets benchmark: the web app's own worker pool and worker (the code Create
// Wallets runs), exposed to the Node side as window.runWallets.
import type { WalletRequest } from '@tokenbox/core/wallets/walletJob.ts'
import {
  generateInWorkers,
  workerCountFor,
} from '../../../apps/web/src/features/batch/create/walletWorkerPool.ts'

declare global {
  interface Window {
    runWallets: (
      request: WalletRequest,
    ) => Promise<{ seconds: number; workers: number; first: string; last: string }>
  }
}

window.runWallets = async (request) => {
  const began = performance.now()
  const wallets = await generateInWorkers(request)
  const seconds = (performance.now() - began) / 1000
  if (wallets.length !== request.count || wallets.some((wallet) => !wallet))
    throw new Error('missing wallets')
  return {
    seconds,
    workers: workerCountFor(request.count),
    first: wallets[0]!.address,
    last: wallets.at(-1)!.address,
  }
}
