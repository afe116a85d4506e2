import { bulkInscriberRuntime } from '@tokenbox/core/contracts/BulkInscriber.abi.ts'
import {
  newOnlineMintRun,
  type OnlineMintMethod,
  type OnlineMintRun,
  onlineMintMaxCount,
  onlineMintOnePerTransaction,
  onlineMintSteps,
  onlineMintsSent,
} from '@tokenbox/core/inscription/onlineMintRun.ts'
import { type OnlineMintPlan, planOnlineMint } from '@tokenbox/core/inscription/planOnlineMint.ts'
import { isTickOpen } from '@tokenbox/core/inscription/tickStatus.ts'
import { useEffect, useRef, useState } from 'react'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { useChainContract } from '../../../app/contracts/useChainContract.ts'
import { usePlannedRun } from '../../../app/transactions/usePlannedRun.ts'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { clearOnlineMint, loadOnlineMint, type StoredOnlineMint, saveOnlineMint } from './onlineMintStore.ts'
import { useBulkMintForm } from './useBulkMintForm.ts'

type ReadyPlan = Extract<OnlineMintPlan, { status: 'ready' }>

/**
 * Online bulk mint's page (`/ins/ol`), owned here so it only renders: the mint form and what the
 * indexer says of it, the method (one transaction per mint, or the bulk contract where the protocol
 * counts its events) and the count, an unfinished run a reload left, and the run: core's plan
 * (planOnlineMint: the steps, the bulk contract checked at the newest block, a stored run resumed
 * from its confirmed transactions), saved transaction by transaction as it goes, the indexer asked
 * before each one (a tick that fills up stops it), Stop between two transactions.
 *
 * @example
 * const online = useOnlineBulkMint()
 * <Button onClick={() => void online.start(contract)} />
 */
export function useOnlineBulkMint() {
  const { address } = useConnection()
  const { chainId } = useConnectedChainEntry()
  const publicClient = usePublicClient({ chainId })
  const mintForm = useBulkMintForm()
  const { form, inscription, block, guard } = mintForm
  const flow = usePlannedRun<ReadyPlan>()
  const contract = useChainContract('bulkBrc20Mint', bulkInscriberRuntime)
  const [chosenMethod, setMethod] = useState<OnlineMintMethod>('each')
  const [count, setCount] = useState<number | null>(10)
  const [stored, setStored] = useState<StoredOnlineMint | undefined>()
  const [stopping, setStopping] = useState(false)
  const controller = useRef<AbortController | null>(null)
  const current = useRef<OnlineMintRun | null>(null)
  /** The run on screen (its method and count title the progress lines). */
  const [active, setActive] = useState<OnlineMintRun | null>(null)
  const oneMintPerTransaction = onlineMintOnePerTransaction(inscription?.p)
  const method = oneMintPerTransaction ? 'each' : chosenMethod
  // A tick that fills up during a run stops it before its next transaction: those mints would not
  // count. The indexer is asked before each one, as Bulk mint does; an indexer that cannot be
  // reached stops nothing (the tick card says so).
  const [mintedOut, setMintedOut] = useState(false)
  const tickStillOpen = async () => {
    if (chainId === undefined || !inscription) return true
    const open = await isTickOpen(chainId, inscription.p, inscription.tick)
    if (!open) setMintedOut(true)
    return open
  }

  useEffect(() => {
    setStored(chainId !== undefined && address ? loadOnlineMint(chainId, address) : undefined)
  }, [chainId, address])
  // Each confirmed transaction (and the hash of one in flight) is saved as the run goes.
  useEffect(() => {
    const progress = flow.progress
    const run = current.current
    if (!progress || !run || chainId === undefined || !address) return
    let next = run
    if (progress.state === 'done' && progress.hash) {
      const hashes = [...run.hashes]
      hashes[progress.stepIndex] = progress.hash
      next = { ...run, hashes, pendingHash: undefined }
    } else if (progress.hash) next = { ...run, pendingHash: progress.hash }
    current.current = next
    saveOnlineMint(chainId, address, next)
  }, [flow.progress, chainId, address])

  const execute = async (run: OnlineMintRun) => {
    if (chainId === undefined || !address || !publicClient) return
    const abort = new AbortController()
    controller.current = abort
    setStopping(false)
    setMintedOut(false)
    let noContract = false
    const result = await flow.start(
      async () => {
        const plan = await planOnlineMint(publicClient, { run })
        if (plan.status === 'unread') throw plan.error
        if (plan.status === 'refused') {
          noContract = plan.reason === 'noContract'
          return undefined
        }
        setActive(run)
        current.current = run
        saveOnlineMint(chainId, address, run)
        return plan
      },
      { signal: abort.signal, beforeStep: tickStillOpen },
    )
    controller.current = null
    setStopping(false)
    // The bulk contract is not there any more: read it again, and the page offers to deploy it.
    if (noContract) void contract.refetch()
    if (!result) return
    // The run's own result is the last word (a progress effect may still be pending): nothing
    // left when it is done; else its confirmed hashes and a transaction still in flight.
    current.current = null
    if (result.status === 'done') clearOnlineMint(chainId, address)
    else
      saveOnlineMint(chainId, address, {
        ...run,
        hashes: result.results.flatMap((step) => (step.hash ? [step.hash] : [])),
        pendingHash: result.pendingHash,
      })
  }

  const start = async (bulkContract?: Address) => {
    form.reveal()
    const check = form.check
    if (!check.ok || !inscription || !count || block || flow.preparing || flow.running) return
    // Numbered mints get an id each; what would not count is sent only once the user confirms.
    const decided = method === 'each' ? await guard(inscription, count) : { texts: undefined }
    if (!decided) return
    setStored(undefined)
    void execute(
      newOnlineMintRun({
        text: check.text,
        p: inscription.p,
        method,
        count,
        texts: decided.texts,
        contract: bulkContract,
      }),
    )
  }
  const resume = () => {
    if (!stored) return
    form.change({ mode: 'text', text: stored.text })
    setMethod(stored.method)
    setCount(stored.count)
    setStored(undefined)
    void execute(stored)
  }
  const discard = () => {
    if (chainId !== undefined && address) clearOnlineMint(chainId, address)
    setStored(undefined)
  }
  const stop = () => {
    controller.current?.abort()
    setStopping(true)
  }
  const changeMethod = (value: OnlineMintMethod) => {
    setMethod(value)
    if (value === 'each' && (count ?? 0) > onlineMintMaxCount.each) setCount(onlineMintMaxCount.each)
  }

  return {
    ...mintForm,
    contract,
    flow,
    method,
    changeMethod,
    oneMintPerTransaction,
    count,
    setCount,
    max: onlineMintMaxCount[method],
    active,
    mintedOut,
    stopping,
    /** The unfinished run and how many of its transactions were confirmed, while nothing runs. */
    unfinished:
      stored && !flow.running
        ? { stored, done: stored.hashes.filter(Boolean).length, transactions: onlineMintSteps(stored).length }
        : undefined,
    /** Mints the run on screen sent before it stopped or failed. */
    sent: active && flow.steps.length ? onlineMintsSent(active, flow.result?.results.length ?? 0) : 0,
    connected: Boolean(address),
    start,
    resume,
    discard,
    stop,
  }
}
