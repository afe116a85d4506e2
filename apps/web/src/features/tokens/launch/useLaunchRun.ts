import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { tokenLockerRuntime } from '@tokenbox/core/contracts/TokenLocker.abi.ts'
import { type ErrorMessage, toErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import { verifiedReaderWhereProxied } from '@tokenbox/core/explorer/verifiedReaderWhereProxied.ts'
import { launchPhaseSteps } from '@tokenbox/core/launch/launchPhaseSteps.ts'
import { launchProgressQueryOptions } from '@tokenbox/core/launch/launchProgressQuery.ts'
import type { LaunchPlan, LaunchProgress, LaunchStepId } from '@tokenbox/core/launch/types.ts'
import type { RunStepsResult, Step } from '@tokenbox/core/transactions/types.ts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, isAddressEqual } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { useChainBuild } from '../../../app/contracts/useChainBuild.ts'
import { useChainContract } from '../../../app/contracts/useChainContract.ts'
import { useProxiedChains } from '../../../app/safety/useProxiedChains.ts'
import { rememberCreatedToken } from '../../../app/tokens/createdTokens.ts'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'
import { useDividendTracker } from '../dividends/useDividendTracker.ts'
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

/**
 * One launch on the connected chain, owned here so the screen only renders: the saved plan (this
 * browser's, per chain and wallet), its progress read FROM THE CHAIN (readLaunchProgress) after
 * every phase and on every load, and the run: each phase's transactions are built from fresh
 * progress (launchPhaseSteps) and go through the one step runner, phase after phase, until one
 * fails (refused in the wallet, reverted: Retry builds it again from the chain) or the launch is
 * complete. The deploy's hash and the token's address are saved the moment they are known, so a
 * reload during the deployment finds the token instead of deploying a second one.
 *
 * @example
 * const launch = useLaunchRun(entry)
 * launch.plan ? <LaunchRunPanel launch={launch} /> : <LaunchWizard onStart={launch.start} />
 */
export function useLaunchRun(entry: ChainEntry) {
  const { address: account } = useConnection()
  const chainId = entry.id
  const publicClient = usePublicClient({ chainId })
  const runner = useStepRunner()
  const queryClient = useQueryClient()
  const ensureBuild = useChainBuild()
  const locker = useChainContract('lock', tokenLockerRuntime)
  const tracker = useDividendTracker()
  const proxiedChains = useProxiedChains()
  const { t } = useTranslation('launch')
  const [plan, setPlan] = useState<LaunchPlan | undefined>(() =>
    account ? loadLaunchPlan(localStorage, chainId, account) : undefined,
  )
  const [phase, setPhase] = useState<LaunchPhaseRun | undefined>()
  const [prepareError, setPrepareError] = useState<{ id: LaunchStepId; message: ErrorMessage } | undefined>()
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
  const { progress: stepProgress } = runner
  useEffect(() => {
    const current = planRef.current
    if (phase?.id !== 'create' || !current || !stepProgress?.hash) return
    if (stepProgress.stepIndex !== tokenStepIndex(phase.steps) || current.deployTx === stepProgress.hash)
      return
    update({ ...current, deployTx: stepProgress.hash })
  }, [phase, stepProgress, update])

  /** Reads the chain again; the phase to run next is the fresh reading's. */
  const reread = async (): Promise<LaunchProgress | undefined> => (await progress.refetch()).data

  /** Runs phases from the chain's `next` until one fails or nothing is left. */
  const runFrom = async (reading: LaunchProgress | undefined) => {
    let current = reading
    while (current?.next && planRef.current && publicClient) {
      const id = current.next
      if (current.steps.find((step) => step.id === id)?.status === 'blocked') return
      setPrepareError(undefined)
      let steps: Step[]
      const router = current.router ?? planRef.current.router
      try {
        steps = await launchPhaseSteps(id, planRef.current, current, {
          build: await ensureBuild(),
          tracker: tracker.data ?? (await tracker.refetch()).data ?? null,
          wrappedNative: entry.wrappedNative,
          locker: locker.data ?? undefined,
          lockDescription: launchLockDescription(planRef.current, t),
          routerNativeName: entry.swaps.find((swap) => isAddressEqual(swap.router, router))?.routerNativeName,
          // The chain's clock, not the device's: a development chain's can run ahead.
          nowSeconds: (await publicClient.getBlock({ blockTag: 'latest' })).timestamp,
        })
      } catch (error) {
        setPrepareError({ id, message: toErrorMessage(error, { reading: true }) })
        return
      }
      // Nothing to send (the chain changed under the screen): read again rather than loop.
      if (!steps.length) return void (await reread())
      if (id === 'verify' && current.token) rememberVerifyAttempt(localStorage, chainId, current.token)
      setPhase({ id, steps, result: null })
      const outcome = await runner.run(steps)
      setPhase({ id, steps, result: outcome })
      afterPhase(id, steps, outcome)
      if (outcome.status === 'failed') {
        void reread()
        return
      }
      current = await reread()
      // A phase the chain does not show done yet (an explorer still indexing the verification)
      // waits for the user's Continue instead of running again at once.
      if (current?.next === id) return
    }
  }

  /** What a phase's outcome teaches the saved plan: the token's address, a passed verification. */
  const afterPhase = (id: LaunchStepId, steps: readonly Step[], outcome: RunStepsResult) => {
    const current = planRef.current
    if (!current) return
    const created = outcome.results[tokenStepIndex(steps)]?.contractAddress
    if (id === 'create' && created) {
      update({ ...current, tokenAddress: created })
      rememberCreatedToken(chainId, created)
    }
    const token = current.tokenAddress ?? created
    // An existing token the wallet launched is its own too (the flow requires its owner): My
    // Liquidity then finds its new pool, and the DEX screens ask no "not on the list" for it.
    const launched = current.token.kind === 'existing' ? current.token.address : token
    if (id === 'liquidity' && outcome.status === 'done' && launched) rememberCreatedToken(chainId, launched)
    if (id === 'verify' && outcome.status === 'done' && token) {
      const verify = outcome.results.find((result) => result.type === 'verify')
      if (verify?.status === 'confirmed') rememberVerified(localStorage, chainId, token)
    }
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
    setPrepareError(undefined)
  }

  return {
    plan,
    progress,
    phase,
    stepProgress,
    running: runner.running,
    prepareError,
    locker,
    start,
    resume,
    reset,
  }
}

export type LaunchRun = ReturnType<typeof useLaunchRun>

/** The token's own deploy step: the last deploy of the create phase (shared contracts come first). */
function tokenStepIndex(steps: readonly Step[]): number {
  return steps.findLastIndex((step) => step.type === 'deploy')
}
