import type { Address } from 'viem'
import type { EarnDraft } from '../src/finance/earnDraft.ts'
import { createEarnPoolSteps } from '../src/finance/earnPoolSteps.ts'
import { toEarnConfig } from '../src/finance/toEarnConfig.ts'
import { createMiningPoolSteps } from '../src/mining/createMiningPoolSteps.ts'
import type { MiningDraft } from '../src/mining/miningDraft.ts'
import { toMiningConfig } from '../src/mining/toMiningConfig.ts'
import type { Step } from '../src/transactions/types.ts'
import type { LocalTestChain } from './localTestChain.ts'

/** Who creates a pool from which factory, and the form's draft of it. */
type PoolCreation<Draft> = { factory: Address; creator: Address; draft: Draft }

/**
 * The steps that create a mining pool from the form's draft, as the create screen builds them (not
 * validated: a test of the factory's own refusals sends what the form would refuse).
 */
export function miningPoolPlan(
  chain: LocalTestChain,
  { factory, creator, draft }: PoolCreation<MiningDraft>,
) {
  return createMiningPoolSteps(chain.publicClient, { factory, account: creator, ...toMiningConfig(draft) })
}

/** The steps that create an Earn pool from the form's draft, as the create screen builds them (not validated). */
export function earnPoolPlan(chain: LocalTestChain, { factory, creator, draft }: PoolCreation<EarnDraft>) {
  return createEarnPoolSteps(chain.publicClient, { factory, account: creator, config: toEarnConfig(draft) })
}

/**
 * Creates a pool from the form's draft through the step runner (the steps of
 * {@link miningPoolPlan} or {@link earnPoolPlan}, sent by the creator); its address.
 *
 * @example
 * const pool = await createPool(chain, miningPoolPlan, { factory, creator, draft })
 */
export async function createPool<Draft>(
  chain: LocalTestChain,
  planOf: (chain: LocalTestChain, creation: PoolCreation<Draft>) => Promise<{ steps: Step[]; pool: Address }>,
  creation: PoolCreation<Draft>,
): Promise<Address> {
  const plan = await planOf(chain, creation)
  await chain.runToDone(plan.steps, creation.creator)
  return plan.pool
}
