import type { GeneratedWallet } from '@tokenbox/core/wallets/generateWallets.ts'
import type { WalletRequest } from '@tokenbox/core/wallets/walletJob.ts'
import { useEffect, useRef, useState } from 'react'
import { generateInWorkers } from './walletWorkerPool.ts'

export type WalletGeneration =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number }
  | { status: 'cancelled' }
  | { status: 'failed'; message: string }
  | { status: 'done'; request: WalletRequest; wallets: GeneratedWallet[]; seconds: number }

/**
 * Runs Create Wallets requests in workers and keeps the latest outcome. Starting again, cancelling
 * or leaving the screen terminates the workers of the previous run; a new run clears the previous
 * wallets first, so keys of two runs are never mixed on screen.
 *
 * @example
 * const { generation, start, cancel } = useWalletGeneration()
 */
export function useWalletGeneration() {
  const [generation, setGeneration] = useState<WalletGeneration>({ status: 'idle' })
  const controller = useRef<AbortController | null>(null)

  useEffect(() => () => controller.current?.abort(), [])

  const start = async (request: WalletRequest) => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    setGeneration({ status: 'running', done: 0, total: request.count })
    const began = performance.now()
    try {
      const wallets = await generateInWorkers(request, {
        signal: current.signal,
        onProgress: (done, total) => setGeneration({ status: 'running', done, total }),
      })
      const seconds = (performance.now() - began) / 1000
      setGeneration({ status: 'done', request, wallets, seconds })
    } catch (error) {
      if (controller.current !== current) return
      setGeneration(
        current.signal.aborted
          ? { status: 'cancelled' }
          : { status: 'failed', message: error instanceof Error ? error.message : String(error) },
      )
    }
  }

  const cancel = () => controller.current?.abort()

  return { generation, start, cancel }
}
