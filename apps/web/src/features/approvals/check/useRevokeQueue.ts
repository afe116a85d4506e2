import { createRevokeStep } from '@tokenbox/core/approvals/createRevokeStep.ts'
import type { LiveApproval } from '@tokenbox/core/approvals/readApprovals.ts'
import type { ErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import { toErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import { WalletNotConnectedError } from '@tokenbox/core/errors/transaction.ts'
import { runSteps } from '@tokenbox/core/transactions/runSteps.ts'
import type { StepState } from '@tokenbox/core/transactions/types.ts'
import { useRef, useState } from 'react'
import type { Hash } from 'viem'
import { usePublicClient, useWalletClient } from 'wagmi'

export type RevokeItem = {
  approval: LiveApproval
  status: 'waiting' | 'running' | 'done' | 'failed' | 'skipped'
  /** The runner's state while running (Initiating, Waiting for confirmation, Generating). */
  state?: StepState | undefined
  hash?: Hash | undefined
  message?: ErrorMessage | undefined
}

/**
 * The guided revoke queue: one transaction per approval, in order, each with its own progress. A
 * failed or declined one is marked and the queue goes on with the rest; it can be retried (back
 * into the queue) or skipped. `onRevoked` fires for each confirmed one with its transaction (the
 * row shows cancelled, 0 and that transaction).
 * Adding approvals while it runs appends them; one already queued is not added twice.
 *
 * @example
 * const queue = useRevokeQueue((id, hash) => markCancelled(id, hash))
 * queue.add([approval])
 */
export function useRevokeQueue(onRevoked: (id: string, hash: Hash | undefined) => void) {
  const publicClient = usePublicClient()
  const { data: walletClient } = useWalletClient()
  const [items, setItems] = useState<RevokeItem[]>([])
  const itemsRef = useRef<RevokeItem[]>([])
  const runningRef = useRef(false)
  const [running, setRunning] = useState(false)

  const update = (id: string, change: Partial<RevokeItem>) => {
    itemsRef.current = itemsRef.current.map((item) =>
      item.approval.id === id ? { ...item, ...change } : item,
    )
    setItems(itemsRef.current)
  }

  const process = async () => {
    if (runningRef.current) return
    runningRef.current = true
    setRunning(true)
    for (;;) {
      const next = itemsRef.current.find((item) => item.status === 'waiting')
      if (!next) break
      const id = next.approval.id
      update(id, { status: 'running', state: 'initiating', message: undefined, hash: undefined })
      if (!publicClient || !walletClient) {
        update(id, { status: 'failed', message: toErrorMessage(new WalletNotConnectedError()) })
        continue
      }
      const outcome = await runSteps({
        publicClient,
        walletClient,
        steps: [createRevokeStep(next.approval)],
        onProgress: (progress) => update(id, { state: progress.state, hash: progress.hash }),
      })
      if (outcome.status === 'done') {
        const hash = outcome.results[0]?.hash
        update(id, { status: 'done', hash })
        onRevoked(id, hash)
      } else {
        update(id, { status: 'failed', message: outcome.message, hash: outcome.pendingHash })
      }
    }
    runningRef.current = false
    setRunning(false)
  }

  const add = (approvals: readonly LiveApproval[]) => {
    const queued = new Set(
      itemsRef.current.filter((item) => item.status !== 'skipped').map((item) => item.approval.id),
    )
    const fresh = approvals.filter((approval) => !queued.has(approval.id))
    const kept = itemsRef.current.filter(
      (item) => !fresh.some((approval) => approval.id === item.approval.id),
    )
    itemsRef.current = [...kept, ...fresh.map((approval) => ({ approval, status: 'waiting' as const }))]
    setItems(itemsRef.current)
    void process()
  }
  const retry = (id: string) => {
    update(id, { status: 'waiting', message: undefined })
    void process()
  }
  const skip = (id: string) => update(id, { status: 'skipped' })
  /** Clears the finished list (only when nothing runs). */
  const clear = () => {
    if (runningRef.current) return
    itemsRef.current = []
    setItems([])
  }
  return { items, running, add, retry, skip, clear }
}
