import { type Address, isAddressEqual, type PublicClient } from 'viem'
import type { ChainEntry } from '../chains/types.ts'
import { dividendTrackerRuntime } from '../contracts/DividendTracker.abi.ts'
import type { ContractBuild } from '../evm/contractBuild.ts'
import { readSharedContract } from '../sharedContracts/readSharedContract.ts'
import { isDividendTemplate } from '../tokens/tokenTemplates.ts'
import type { Step } from '../transactions/types.ts'
import { type LaunchPhaseContext, launchPhaseSteps } from './launchPhaseSteps.ts'
import type { LaunchPlan, LaunchProgress, LaunchStepId } from './types.ts'

/**
 * The launch's next phase, as the chain's reading names it:
 * - `complete`: nothing left to do;
 * - `blocked`: the chain stops it (the reading says why; the creator acts outside the flow);
 * - `nothingToSend`: the reading said to do it, but the chain has changed since (the token, its
 *   pair or the LP are not where they were): read again rather than run nothing;
 * - `ready`: its transactions, in order; `tokenStepIndex` is the token's own deploy in the create
 *   phase (its hash and address are saved the moment they are known), undefined in the others.
 */
export type LaunchPhasePlan =
  | { status: 'complete' }
  | { status: 'blocked' | 'nothingToSend'; id: LaunchStepId }
  | { status: 'ready'; id: LaunchStepId; steps: Step[]; tokenStepIndex: number | undefined }

export type PlanLaunchPhaseParameters = {
  /** The saved plan, as it is now (with the token's address once the create phase gave it). */
  plan: LaunchPlan
  /** The chain's reading made just before (readLaunchProgress): its `next` is the phase planned. */
  progress: LaunchProgress
  /** The chain's catalogue entry: its wrapped native coin, its DEXes, its dividend tracker. */
  entry: Pick<ChainEntry, 'wrappedNative' | 'swaps' | 'dividendTracker'>
  /** The build of TokenBox's contracts the chain runs (the screen's cached probe, readChainBuild). */
  build: () => Promise<ContractBuild>
  /** The chain's TokenBox locker, the one the reading was made with. */
  locker: Address | undefined
  /** The LP lock's description (the user's language); default "<SYMBOL> launch liquidity". */
  lockDescription?: string | undefined
  /** How the verify phase reaches the TokenBox server; default the same origin. */
  verifyOptions?: LaunchPhaseContext['verifyOptions']
}

/**
 * The next phase of a launch, planned from the chain (issue 78: the screen renders a core plan):
 * picks the phase the fresh reading names, and resolves what its transactions need: the chain's
 * dividend tracker for a new dividend token (readSharedContract: with none yet, the create phase
 * deploys it first), the build, the chain's clock for the liquidity deadline (a development
 * chain's can run ahead of the device's), the DEX's name of its native-coin functions. The
 * transactions themselves are launchPhaseSteps'.
 *
 * @example
 * const phase = await planLaunchPhase(publicClient, { plan, progress, entry, build: ensureBuild, locker })
 * if (phase.status === 'ready') await runSteps({ publicClient, walletClient, steps: phase.steps })
 */
export async function planLaunchPhase(
  client: PublicClient,
  parameters: PlanLaunchPhaseParameters,
): Promise<LaunchPhasePlan> {
  const { plan, progress, entry } = parameters
  const id = progress.next
  if (!id) return { status: 'complete' }
  if (progress.steps.find((step) => step.id === id)?.status === 'blocked') return { status: 'blocked', id }
  const newToken = plan.token.kind === 'new' ? plan.token : undefined
  const router = progress.router ?? plan.router
  const steps = await launchPhaseSteps(id, plan, progress, {
    build: await parameters.build(),
    tracker:
      id === 'create' && newToken && isDividendTemplate(newToken.template)
        ? await readSharedContract(client, {
            kind: 'dividendTracker',
            catalogued: entry.dividendTracker,
            runtime: dividendTrackerRuntime,
          })
        : undefined,
    wrappedNative: entry.wrappedNative,
    locker: parameters.locker,
    lockDescription: parameters.lockDescription,
    routerNativeName: entry.swaps.find((swap) => isAddressEqual(swap.router, router))?.routerNativeName,
    // The chain's clock, not the device's: the liquidity deadline counts from it.
    nowSeconds: (await client.getBlock({ blockTag: 'latest' })).timestamp,
    verifyOptions: parameters.verifyOptions,
  })
  if (!steps.length) return { status: 'nothingToSend', id }
  // The token's own deploy is the create phase's last (the shared tracker, when deployed, comes first).
  const tokenStep = steps.findLastIndex((step) => step.type === 'deploy')
  return {
    status: 'ready',
    id,
    steps,
    tokenStepIndex: id === 'create' && tokenStep >= 0 ? tokenStep : undefined,
  }
}
