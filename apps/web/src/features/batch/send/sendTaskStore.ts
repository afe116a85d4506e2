import type { SendPlan } from '@tokenbox/core/batch/planSend.ts'
import type { ResumeFrom, StepResult } from '@tokenbox/core/transactions/types.ts'
import { chainStorageKey } from '../../../wallet/localChainInstances.ts'
import type { PreparedSend, TaskRow } from './sendTask.ts'

/**
 * An unfinished send, kept in this browser so that closing the tab or a crash mid-way loses
 * nothing: the list, the plan and each step's state and hash. Opening the multi sender again on
 * the same chain and account offers to resume it; confirmed batches are not sent again and a batch
 * whose transaction was sent is awaited by its hash, not resent. Only public data is stored (the
 * recipients and amounts the user typed, transaction hashes); it is removed when the task finishes,
 * the user discards it, or its local chain is reset (wallet/localChainInstances.ts).
 */
export type StoredSendTask = {
  savedAt: number
  prepared: PreparedSend
  plan: SendPlan
  rows: TaskRow[]
  /** A failed step whose transaction was sent but whose outcome is unknown (the RPC dropped). */
  pendingHash?: `0x${string}`
}

const key = (chainId: number, account: string) => chainStorageKey('sendTask', chainId, account.toLowerCase())

const replacer = (_: string, value: unknown) =>
  typeof value === 'bigint' ? { $bigint: value.toString() } : value
const reviver = (_: string, value: unknown) =>
  value && typeof value === 'object' && '$bigint' in value
    ? BigInt((value as { $bigint: string }).$bigint)
    : value

export function saveSendTask(chainId: number, account: string, task: Omit<StoredSendTask, 'savedAt'>): void {
  try {
    localStorage.setItem(key(chainId, account), JSON.stringify({ ...task, savedAt: Date.now() }, replacer))
  } catch {
    // Storage full or disabled: the task still runs, it just cannot be resumed after a reload.
  }
}

export function loadSendTask(chainId: number, account: string): StoredSendTask | undefined {
  try {
    const text = localStorage.getItem(key(chainId, account))
    return text ? (JSON.parse(text, reviver) as StoredSendTask) : undefined
  } catch {
    return undefined
  }
}

export function clearSendTask(chainId: number, account: string): void {
  localStorage.removeItem(key(chainId, account))
}

/**
 * Where a stored task goes on: the steps before the first unconfirmed one count as done (their
 * hashes kept), and a step that was in flight (sent, no receipt yet) or whose outcome is unknown is
 * awaited by its hash rather than sent again. A step that failed for sure is sent anew.
 */
export function resumeOf(rows: readonly TaskRow[], unknownOutcome?: `0x${string}`): ResumeFrom {
  const results: StepResult[] = []
  for (const row of [...rows].sort((a, b) => a.stepIndex - b.stepIndex)) {
    if (row.state === 'done' || row.state === 'skipped') {
      results.push({
        type: row.kind === 'approve' ? 'approve' : 'call',
        status: row.state === 'skipped' ? 'skipped' : 'confirmed',
        hash: row.hash,
      })
      continue
    }
    const pendingHash =
      row.state === 'generating' ? row.hash : row.state === 'failed' ? unknownOutcome : undefined
    return { results, pendingHash }
  }
  return { results }
}
