import { type ErrorMessage, toErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import { planBulkMintRun } from '@tokenbox/core/inscription/bulk/planBulkMintRun.ts'
import { resumeBulkMint } from '@tokenbox/core/inscription/bulk/resumeBulkMint.ts'
import { runBulkMint } from '@tokenbox/core/inscription/bulk/runBulkMint.ts'
import { summarizeBulkMint } from '@tokenbox/core/inscription/bulk/summarizeBulkMint.ts'
import type { BulkMintPlan, BulkMintSnapshot, BulkMintWallet } from '@tokenbox/core/inscription/bulk/types.ts'
import { isTickOpen } from '@tokenbox/core/inscription/tickStatus.ts'
import type { Step } from '@tokenbox/core/transactions/types.ts'
import { useRef, useState } from 'react'
import { usePublicClient } from 'wagmi'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { clearBulkMint, type StoredBulkMint, saveBulkMint } from './bulkMintStore.ts'

/** What a run mints and how: the checked inscription and the user's settings. */
export type BulkMintRequest = {
  text: string
  /** What the mint guard decided to send, one text per mint (`useMintGuard`): a numbered mint sends them. */
  texts?: string[] | undefined
  p: string
  tick: string
  mints: number
  delayMs: number
}

/** `funding`: the main wallet pays the sub-wallets; `minting`: the sub-wallets send their mints. */
export type BulkMintPhase = 'idle' | 'planning' | 'funding' | 'minting' | 'done'

/** At most this many sub-wallets send at the same time (each one's mints stay in nonce order). */
const maxConcurrency = 10

/** How long one indexer answer decides "go on" for every wallet asking before the next mint. */
const tickCheckMs = 1_500

/**
 * The bulk mint of `/ins/bm`, owned here so the page only renders: the plan against the chain
 * (core's planBulkMintRun: gas measured, each sub-wallet's funding), the main wallet's funding
 * transfers through the one step runner, then core's engine, which signs each sub-wallet's mints
 * with its key in this page and sends them raw. Every change of the run is saved (bulkMintStore)
 * so a reload resumes it; before each mint the indexer is asked, and the run stops on its own once
 * the tick is fully minted. The keys go from the page's state to core's engine and nowhere else.
 */
export function useBulkMintRun() {
  const { chainId, entry } = useConnectedChainEntry()
  const publicClient = usePublicClient({ chainId })
  const funding = useStepRunner()
  const [phase, setPhase] = useState<BulkMintPhase>('idle')
  const [plan, setPlan] = useState<BulkMintPlan | null>(null)
  const [snapshot, setSnapshot] = useState<BulkMintSnapshot | null>(null)
  const [setupError, setSetupError] = useState<ErrorMessage | null>(null)
  const [stopping, setStopping] = useState(false)
  const [fundingSteps, setFundingSteps] = useState<readonly Step[]>([])
  const controller = useRef<AbortController | null>(null)

  /** Asks the indexer before a mint; a fully minted tick stops the run, an unreachable indexer does not. */
  const tickGate = (request: Pick<BulkMintRequest, 'p' | 'tick'>) => {
    let checked: { at: number; answer: Promise<boolean> } | undefined
    return async () => {
      if (chainId === undefined) return true
      if (!checked || Date.now() - checked.at > tickCheckMs) {
        checked = { at: Date.now(), answer: isTickOpen(chainId, request.p, request.tick) }
      }
      return (await checked.answer) ? true : { continue: false, reason: 'mintedOut' }
    }
  }

  /** The engine's run (new or resumed), saving every change under the connected account. */
  const mint = async (
    account: string,
    stored: Omit<StoredBulkMint, 'savedAt' | 'snapshot'>,
    wallets: readonly BulkMintWallet[],
    from: { plan: BulkMintPlan } | { snapshot: BulkMintSnapshot },
  ) => {
    if (!publicClient || chainId === undefined) return
    const abort = new AbortController()
    controller.current = abort
    setPhase('minting')
    const options = {
      wallets,
      delayMs: stored.delayMs,
      concurrency: Math.min(maxConcurrency, Math.max(1, stored.wallets.length)),
      signal: abort.signal,
      shouldContinue: tickGate(stored),
      // The local chain mines at once; elsewhere the client's own polling interval is right.
      pollMs: entry?.local ? 250 : undefined,
      onUpdate: (next: BulkMintSnapshot) => {
        setSnapshot(next)
        saveBulkMint(chainId, account, { ...stored, snapshot: next })
      },
    }
    const final =
      'plan' in from
        ? await runBulkMint(publicClient, { plan: from.plan, ...options })
        : await resumeBulkMint(publicClient, { snapshot: from.snapshot, ...options })
    setSnapshot(final)
    // Every mint minted: nothing is left to resume. Otherwise the run stays offered after a reload.
    if (summarizeBulkMint(final).counts.success === final.mints.length) clearBulkMint(chainId, account)
    else saveBulkMint(chainId, account, { ...stored, snapshot: final })
    controller.current = null
    setStopping(false)
    setPhase('done')
  }

  /**
   * Plans, funds and mints. The plan is made again here (balances and fees of now), so a wallet
   * funded by an earlier, interrupted start is asked only for what it still lacks.
   */
  const start = async (account: string, request: BulkMintRequest, wallets: readonly BulkMintWallet[]) => {
    if (!publicClient || chainId === undefined || wallets.length === 0) return
    setSetupError(null)
    setSnapshot(null)
    setFundingSteps([])
    setStopping(false)
    setPhase('planning')
    const stored = {
      text: request.text,
      p: request.p,
      tick: request.tick,
      delayMs: request.delayMs,
      mints: request.mints,
      wallets: wallets.map((wallet) => wallet.address),
    }
    const planned = await planBulkMintRun(publicClient, {
      text: request.text,
      p: request.p,
      texts: request.texts,
      mints: request.mints,
      wallets: stored.wallets,
    })
    if (planned.status !== 'ready') {
      // A refusal the page already shows (no sub-wallet, a count out of bounds) says nothing more.
      setSetupError(planned.status === 'unread' ? toErrorMessage(planned.error, { reading: true }) : null)
      setPhase('idle')
      return
    }
    const { plan: next, steps } = planned
    setPlan(next)
    saveBulkMint(chainId, account, stored)
    setPhase('funding')
    setFundingSteps(steps)
    if (steps.length > 0) {
      const funded = await funding.run(steps)
      if (funded.status !== 'done') {
        setPhase('idle')
        return
      }
    }
    await mint(account, stored, wallets, { plan: next })
  }

  /** Goes on with a stored run: settles what was sent, sends the rest (or funds first, if it never got that far). */
  const resume = async (account: string, stored: StoredBulkMint, wallets: readonly BulkMintWallet[]) => {
    if (!stored.snapshot) {
      await start(account, stored, wallets)
      return
    }
    setSetupError(null)
    setSnapshot(stored.snapshot)
    await mint(account, stored, wallets, { snapshot: stored.snapshot })
  }

  /** Starts no further mint; those already sent are followed until they settle. */
  const stop = () => {
    controller.current?.abort()
    setStopping(true)
  }

  /** Forgets the stored run (the results stay on screen until the next start). */
  const discard = (account: string) => {
    if (chainId !== undefined) clearBulkMint(chainId, account)
  }

  return { phase, plan, snapshot, setupError, stopping, funding, fundingSteps, start, resume, stop, discard }
}
