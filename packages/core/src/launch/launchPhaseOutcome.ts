import type { Address } from 'viem'
import type { RunStepsResult } from '../transactions/types.ts'
import type { LaunchPhasePlan } from './planLaunchPhase.ts'
import type { LaunchPlan } from './types.ts'

/** What one phase's run teaches the saved launch ({@link launchPhaseOutcome}). */
export type LaunchPhaseOutcome = {
  /** The plan to save: with the created token's address once the create phase gave it. */
  plan: LaunchPlan
  /**
   * Tokens the wallet now counts as its own (My Liquidity finds their pools, the DEX screens ask
   * no "not on the list" for them): the token just created, or the launched token once its pool is
   * made (an existing token the wallet launched is its own too: the flow requires its owner).
   */
  own: Address[]
  /** The token whose source the verify phase got verified. */
  verified: Address | undefined
}

/**
 * What a launch phase's run teaches the saved plan and the wallet's lists: the created token's
 * address (from its deploy's receipt), the tokens that are now the wallet's own, a passed
 * verification. A failed run teaches only what its confirmed steps did.
 *
 * @example
 * const learnt = launchPhaseOutcome(plan, phase, await runSteps({ ..., steps: phase.steps }))
 * saveLaunchPlan(localStorage, learnt.plan)
 */
export function launchPhaseOutcome(
  plan: LaunchPlan,
  phase: Extract<LaunchPhasePlan, { status: 'ready' }>,
  outcome: RunStepsResult,
): LaunchPhaseOutcome {
  const created =
    phase.tokenStepIndex === undefined ? undefined : outcome.results[phase.tokenStepIndex]?.contractAddress
  const token = plan.tokenAddress ?? created
  const launched = plan.token.kind === 'existing' ? plan.token.address : token
  const done = outcome.status === 'done'
  const verifiedNow =
    phase.id === 'verify' &&
    done &&
    outcome.results.find((result) => result.type === 'verify')?.status === 'confirmed'
  return {
    plan: phase.id === 'create' && created ? { ...plan, tokenAddress: created } : plan,
    own: [
      ...(phase.id === 'create' && created ? [created] : []),
      ...(phase.id === 'liquidity' && done && launched ? [launched] : []),
    ],
    verified: verifiedNow && token ? token : undefined,
  }
}
