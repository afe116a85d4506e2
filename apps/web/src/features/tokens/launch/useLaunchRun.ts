import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { tokenLockerRuntime } from '@tokenbox/core/contracts/TokenLocker.abi.ts'
import { verifiedReaderWhereProxied } from '@tokenbox/core/explorer/verifiedReaderWhereProxied.ts'
import { type LaunchPhaseOutcome, launchPhaseOutcome } from '@tokenbox/core/launch/launchPhaseOutcome.ts'
import { launchProgressQueryOptions } from '@tokenbox/core/launch/launchProgressQuery.ts'
import { type LaunchPhasePlan, planLaunchPhase } from '@tokenbox/core/launch/planLaunchPhase.ts'
import type { LaunchPlan, LaunchProgress, LaunchStepId } from '@tokenbox/core/launch/types.ts'
import type { RunStepsResult, Step } from '@tokenbox/core/transactions/types.ts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { useChainBuild } from '../../../app/contracts/useChainBuild.ts'
import { useChainContract } from '../../../app/contracts/useChainContract.ts'
import { useProxiedChains } from '../../../app/safety/useProxiedChains.ts'
import { rememberCreatedToken } from '../../../app/tokens/createdTokens.ts'
import { usePlannedRun } from '../../../app/transactions/usePlannedRun.ts'
import { launchLockDescription } from './buyerViewLines.ts'
import {
  clearLaunchPlan,
  loadLaunchPlan,
  rememberVerified,
  rememberVerifyAttempt,
  saveLaunchPlan,
  seenVerified,
  verifyAttempted,
} from './launchStorage.ts'

/** The phase the runner is on and, once it ends, how it ended (a failure keeps its Retry). */
export type LaunchPhaseRun = {
  id: LaunchStepId
  steps: readonly Step[]
  result: RunStepsResult | null
}

type ReadyPhase = Extract<LaunchPhasePlan, { status: 'ready' }>

/**
 * One launch on the connected chain, owned here so the screen only renders: the saved plan (this
 * browser's, per chain and wallet), its progress read FROM THE CHAIN (readLaunchProgress) after
 * every phase and on every load, and the run: each phase is planned by core from fresh progress
 * (planLaunchPhase) and goes through the shared planned run, phase after phase, until one fails
 * (refused in the wallet, reverted: Retry plans it again from the chain) or the launch is
 * complete; what each run teaches the saved plan is core's too (launchPhaseOutcome). The deploy's
 * hash and the token's address are saved the moment they are known, so a reload during the
 * deployment finds the token instead of deploying a second one.
 *
 * @example
 * const launch = useLaunchRun(entry)
 * launch.plan ? <LaunchRunPanel launch={launch} /> : <LaunchWizard onStart={launch.start} />
 */
export function useLaunchRun(entry: ChainEntry) {
  const { address: account } = useConnection()
  const chainId = entry.id
  const publicClient = usePublicClient({ chainId })
  const flow = usePlannedRun<ReadyPhase>()
  const queryClient = useQueryClient()
  const ensureBuild = useChainBuild()
  const locker = useChainContract('lock', tokenLockerRuntime)
  const proxiedChains = useProxiedChains()
  const { t } = useTranslation('launch')
  const [plan, setPlan] = useState<LaunchPlan | undefined>(() =>
    account ? loadLaunchPlan(localStorage, chainId, account) : undefined,
  )
  const [phase, setPhase] = useState<LaunchPhaseRun | undefined>()
  // The phase whose planning failed (flow.prepareError says why).
  const [unplanned, setUnplanned] = useState<LaunchStepId | undefined>()
  // The plan as last saved, for the progress callback (it runs outside React's render).
  const planRef = useRef(plan)
  planRef.current = plan

  // Another wallet or chain: its own saved launch (or none).
  useEffect(() => {
    setPlan(account ? loadLaunchPlan(localStorage, chainId, account) : undefined)
    setPhase(undefined)
  }, [account, chainId])

  const update = useCallback((next: LaunchPlan) => {
    saveLaunchPlan(localStorage, next)
    planRef.current = next
    setPlan(next)
  }, [])

  const readVerified = async (token: Address) => {
    if (seenVerified(localStorage, chainId, token)) return true
    // A token this launch created and has not submitted yet: not verified, and not worth asking
    // (see rememberVerifyAttempt).
    if (planRef.current?.token.kind === 'new' && !verifyAttempted(localStorage, chainId, token)) return false
    // Asked only where the server proxies the chain's explorer (none on the local chain).
    return verifiedReaderWhereProxied({ chainId, proxiedChains })(token)
  }

  const progressQuery = launchProgressQueryOptions(publicClient, {
    account,
    plan: () => planRef.current,
    locker: locker.isFetched ? (locker.data ?? null) : undefined,
    readVerified,
  })
  const progress = useQuery(progressQuery)

  // The token's deploy transaction, saved the moment the wallet sent it (a reload then waits for it).
  const { progress: stepProgress } = flow
  useEffect(() => {
    const current = planRef.current
    const tokenStep = flow.plan?.tokenStepIndex
    if (phase?.id !== 'create' || tokenStep === undefined || !current || !stepProgress?.hash) return
    if (stepProgress.stepIndex !== tokenStep || current.deployTx === stepProgress.hash) return
    update({ ...current, deployTx: stepProgress.hash })
  }, [phase, flow.plan, stepProgress, update])

  /** Reads the chain again; the phase to run next is the fresh reading's. */
  const reread = async (): Promise<LaunchProgress | undefined> => (await progress.refetch()).data

  /** Runs phases from the chain's `next` until one fails, is blocked, or nothing is left. */
  const runFrom = async (reading: LaunchProgress | undefined) => {
    let current = reading
    while (current?.next && planRef.current && publicClient) {
      const reached = current
      const saved = planRef.current
      setUnplanned(undefined)
      const planned: { phase?: LaunchPhasePlan } = {}
      const outcome = await flow.start(async () => {
        const next = await planLaunchPhase(publicClient, {
          plan: saved,
          progress: reached,
          entry,
          build: ensureBuild,
          locker: locker.data ?? undefined,
          lockDescription: launchLockDescription(saved, t),
        })
        planned.phase = next
        if (next.status !== 'ready') return undefined
        if (next.id === 'verify' && reached.token) rememberVerifyAttempt(localStorage, chainId, reached.token)
        setPhase({ id: next.id, steps: next.steps, result: null })
        return next
      })
      const next = planned.phase
      if (!next) {
        setUnplanned(reached.next)
        return
      }
      // Nothing to send (the chain changed under the screen): read again rather than loop.
      if (next.status === 'nothingToSend') return void (await reread())
      if (next.status !== 'ready' || !outcome) return
      setPhase({ id: next.id, steps: next.steps, result: outcome })
      learn(launchPhaseOutcome(planRef.current ?? saved, next, outcome))
      if (outcome.status === 'failed') {
        void reread()
        return
      }
      current = await reread()
      // A phase the chain does not show done yet (an explorer still indexing the verification)
      // waits for the user's Continue instead of running again at once.
      if (current?.next === next.id) return
    }
  }

  /** Saves what a phase taught the plan, and remembers the tokens that are now the wallet's own. */
  const learn = ({ plan: next, own, verified }: LaunchPhaseOutcome) => {
    if (next !== planRef.current) update(next)
    for (const token of own) rememberCreatedToken(chainId, token)
    if (verified) rememberVerified(localStorage, chainId, verified)
  }

  /** Saves the new plan and runs it from the first phase the chain says is still to do. */
  const start = async (next: LaunchPlan) => {
    update(next)
    setPhase(undefined)
    await runFrom(await reread())
  }

  /** Runs again from the chain's state: after a failure, or to continue a resumed launch. */
  const resume = async () => {
    setPhase(undefined)
    await runFrom(await reread())
  }

  /** Forgets the saved launch; what the chain did stays done. */
  const reset = () => {
    if (account) clearLaunchPlan(localStorage, chainId, account)
    queryClient.removeQueries({ queryKey: progressQuery.queryKey })
    planRef.current = undefined
    setPlan(undefined)
    setPhase(undefined)
    setUnplanned(undefined)
  }

  return {
    plan,
    progress,
    phase,
    stepProgress,
    running: flow.running,
    prepareError: unplanned && flow.prepareError ? { id: unplanned, message: flow.prepareError } : undefined,
    locker,
    start,
    resume,
    reset,
  }
}

export type LaunchRun = ReturnType<typeof useLaunchRun>
