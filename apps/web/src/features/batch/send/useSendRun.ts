import { prepareSend, type SendPlan } from '@tokenbox/core/batch/planSend.ts'
import { runSteps } from '@tokenbox/core/transactions/runSteps.ts'
import type {
  ResumeFrom,
  RunStepsFailed,
  StepPreview,
  StepResult,
} from '@tokenbox/core/transactions/types.ts'
import { useEffect, useRef, useState } from 'react'
import type { Address } from 'viem'
import { useConnection, usePublicClient, useWalletClient } from 'wagmi'
import { useCurrentLanguage } from '../../../app/i18n/useCurrentLanguage.ts'
import { pricesOn } from '../../../app/transactions/useStepRunner.ts'
import { useChainEntries } from '../../../wallet/network/useChainEntries.ts'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'
import { applyProgress, initialRows, type PreparedSend, stepsOfPlan } from './sendTask.ts'
import { clearSendTask, resumeOf, type StoredSendTask, saveSendTask } from './sendTaskStore.ts'

export type UseSendRunParameters = {
  sender: Address
  prepared: PreparedSend
  plan: SendPlan
  /** An unfinished task of an earlier visit to go on with. */
  stored?: StoredSendTask | undefined
}

/**
 * The Send step's run: the approval, then each batch through the step runner, its rows' live
 * states, and their keeping in this browser until the task finishes. It starts once the wallet
 * client is there. A failed or rejected batch is retried from where it stopped: confirmed batches
 * are never sent again (the runner resumes with their results, and a batch whose transaction was
 * already sent is awaited, not resent). A token that turns out to take a fee on transfers
 * (MultiSenderFeeOnTransferToken) is re-planned with one transferFrom per recipient and sent on
 * after the confirmed steps (`switched`).
 */
export function useSendRun({ sender, prepared, plan: firstPlan, stored }: UseSendRunParameters) {
  const { address } = useConnection()
  const { chainId, entry } = useCurrentNetwork()
  const publicClient = usePublicClient({ chainId })
  const { data: walletClient } = useWalletClient()
  const [plan, setPlan] = useState(firstPlan)
  const [rows, setRows] = useState(() => stored?.rows ?? initialRows(prepared, firstPlan))
  const [failure, setFailure] = useState<RunStepsFailed>()
  const [running, setRunning] = useState(false)
  const [switched, setSwitched] = useState(false)
  // What the transaction about to be signed does (issue 80), until it is done.
  const [preview, setPreview] = useState<StepPreview>()
  const language = useCurrentLanguage()
  const entries = useChainEntries()
  const started = useRef(false)

  const run = async (current: SendPlan, resume?: ResumeFrom) => {
    if (!publicClient || !walletClient) return
    setRunning(true)
    setFailure(undefined)
    const outcome = await runSteps({
      publicClient,
      walletClient,
      steps: stepsOfPlan(sender, prepared, current, address),
      resume,
      preview: { language, prices: pricesOn(entries, publicClient.chain?.id) },
      onProgress: (progress) => {
        setRows((previous) => applyProgress(previous, progress))
        setPreview(
          progress.state === 'done' || (progress.state === 'failed' && progress.preview?.status !== 'fails')
            ? undefined
            : progress.preview,
        )
      },
    })
    if (outcome.status === 'failed' && isFeeOnTransfer(outcome) && current.mode === 'packed') {
      const next = await replanFrom(outcome.results)
      if (next) return
    }
    if (outcome.status === 'failed') setFailure(outcome)
    else if (address && chainId) clearSendTask(chainId, address)
    setRunning(false)
  }

  /** Re-plans with one transferFrom per recipient and goes on after the confirmed steps. */
  const replanFrom = async (results: readonly StepResult[]) => {
    try {
      const next = await prepareSend(publicClient!, {
        sender,
        account: address!,
        asset: prepared.asset,
        recipients: prepared.recipients,
        mode: 'from',
        multicallAddress: entry?.multicall,
      })
      setSwitched(true)
      setPlan(next)
      setRows(initialRows(prepared, next, results))
      await run(next, { results })
      return true
    } catch {
      return false
    }
  }

  // Starts once, as soon as the wallet client is there (it arrives a render after mount).
  useEffect(() => {
    if (started.current || !publicClient || !walletClient) return
    started.current = true
    void run(firstPlan, stored ? resumeOf(stored.rows, stored.pendingHash) : undefined)
  })

  // Every change of state is kept in this browser until the task finishes (see sendTaskStore.ts).
  const finished = rows.every((row) => row.kind !== 'batch' || row.state === 'done')
  useEffect(() => {
    if (!address || !chainId || finished) return
    saveSendTask(chainId, address, { prepared, plan, rows, pendingHash: failure?.pendingHash })
  }, [address, chainId, prepared, plan, rows, failure, finished])

  /** Sends the failed step again (awaiting it when its transaction was sent) and the rest after it. */
  const retry = () => {
    if (!failure) return
    setRows((previous) =>
      previous.map((row) => (row.stepIndex === failure.stepIndex ? { ...row, state: 'waiting' } : row)),
    )
    void run(plan, { results: failure.results, pendingHash: failure.pendingHash })
  }

  return { plan, rows, failure, running, switched, retry, preview }
}

function isFeeOnTransfer(outcome: RunStepsFailed): boolean {
  return (
    outcome.message.key === 'contractError' && outcome.message.params.name === 'MultiSenderFeeOnTransferToken'
  )
}
