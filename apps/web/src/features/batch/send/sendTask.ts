import { createSendSteps } from '@tokenbox/core/batch/createSendSteps.ts'
import type { SendLine } from '@tokenbox/core/batch/parseSendLines.ts'
import type { SendAsset, SendPlan } from '@tokenbox/core/batch/planSend.ts'
import type { Step, StepProgress, StepResult } from '@tokenbox/core/transactions/types.ts'
import { formatUnits } from 'viem'
import type { TableCell } from '../../../app/files/downloadTable.ts'

/** What Prepare hands to Confirm: the asset and the valid recipients, in list order. */
export type PreparedSend = { asset: SendAsset; recipients: SendLine[]; text: string }

/** A row of the Send step: the approval or one batch, with its live state. */
export type TaskRow = {
  stepIndex: number
  kind: 'approve' | 'batch'
  /** Batch rows: the batch of the plan. */
  batch?: SendPlan['batches'][number]
  state: StepProgress['state'] | 'waiting' | 'skipped'
  hash?: `0x${string}`
}

/** The steps of a plan: the approval (tokens) then one call per batch. */
export function stepsOfPlan(
  sender: `0x${string}`,
  prepared: PreparedSend,
  plan: SendPlan,
  account: `0x${string}` | undefined,
): Step[] {
  return createSendSteps({
    account,
    balancesSlot: plan.balancesSlot,
    sender,
    asset: prepared.asset,
    mode: plan.mode,
    recipients: prepared.recipients,
    batches: plan.batches,
    feePerTransaction: plan.feePerTransaction,
  })
}

/** Rows for the steps, in order, all waiting, except results carried over from an earlier run. */
export function initialRows(
  prepared: PreparedSend,
  plan: SendPlan,
  carried: readonly StepResult[] = [],
): TaskRow[] {
  const offset = prepared.asset.kind === 'token' ? 1 : 0
  const rows: TaskRow[] = []
  if (offset) rows.push({ stepIndex: 0, kind: 'approve', state: 'waiting' })
  for (const batch of plan.batches)
    rows.push({ stepIndex: batch.index + offset, kind: 'batch', batch, state: 'waiting' })
  return rows.map((row) => {
    const result = carried[row.stepIndex]
    return result
      ? { ...row, state: result.status === 'skipped' ? 'skipped' : 'done', hash: result.hash }
      : row
  })
}

/** Applies one progress event of the runner to the rows. */
export function applyProgress(rows: readonly TaskRow[], progress: StepProgress): TaskRow[] {
  return rows.map((row) =>
    row.stepIndex === progress.stepIndex
      ? {
          ...row,
          state: progress.result?.status === 'skipped' ? 'skipped' : progress.state,
          hash: progress.hash ?? progress.result?.hash ?? row.hash,
        }
      : row,
  )
}

/**
 * The task as CSV rows: one per recipient with its batch, state and transaction hash, so a user
 * can prove every payment (or see which ones still wait after a failure).
 */
export function taskCsvRows(prepared: PreparedSend, rows: readonly TaskRow[]): TableCell[][] {
  const header = ['line', 'address', 'amount', 'symbol', 'batch', 'status', 'tx hash']
  const body: TableCell[][] = []
  for (const row of rows) {
    if (row.kind !== 'batch' || !row.batch) continue
    for (const line of prepared.recipients.slice(row.batch.start, row.batch.end)) {
      body.push([
        line.line,
        line.address,
        formatUnits(line.amount, prepared.asset.decimals),
        prepared.asset.symbol,
        row.batch.index + 1,
        row.state === 'done' ? 'sent' : row.state === 'failed' ? 'failed' : 'not sent',
        row.state === 'done' ? (row.hash ?? '') : '',
      ])
    }
  }
  return [header, ...body]
}
