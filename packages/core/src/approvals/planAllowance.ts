import { type Address, erc20Abi, type PublicClient } from 'viem'
import type { Plan } from '../transactions/plan.ts'
import type { CallStep } from '../transactions/types.ts'
import { createAllowanceSteps } from './createAllowanceStep.ts'
import { needsAllowanceReset } from './needsAllowanceReset.ts'

/**
 * The Approve tab's plan: `ready` with its steps (one approve, or a reset to 0 first where the
 * token refuses a change between two non-zero allowances) and the allowance it read; `unread` with
 * the node's error when a read failed.
 */
export type AllowancePlan = Plan<{ steps: CallStep[]; current: bigint }>

export type PlanAllowanceParameters = {
  token: Address
  owner: Address
  spender: Address
  /** The allowance to set, exactly (2^256-1 for unlimited). */
  amount: bigint
}

/**
 * Plans setting `spender`'s allowance on `token` to exactly `amount` (issue 78: the screen renders
 * a core plan): reads the allowance `owner` gives now at the newest block (not the screen's earlier
 * read: a revoke or a spend since changes whether a reset is needed) and simulates the change to
 * learn whether the token needs a reset to 0 first (needsAllowanceReset).
 *
 * @example
 * const plan = await planAllowance(publicClient, { token: usdt, owner, spender: router, amount: 0n })
 * if (plan.status === 'ready') await run(plan.steps)
 */
export async function planAllowance(
  client: PublicClient,
  { token, owner, spender, amount }: PlanAllowanceParameters,
): Promise<AllowancePlan> {
  try {
    const current = await client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [owner, spender],
      blockTag: 'latest',
    })
    const resetFirst = await needsAllowanceReset(client, { token, owner, spender, amount, current })
    return {
      status: 'ready',
      steps: createAllowanceSteps({ token, spender, amount, current, resetFirst }),
      current,
    }
  } catch (error) {
    return { status: 'unread', error }
  }
}
