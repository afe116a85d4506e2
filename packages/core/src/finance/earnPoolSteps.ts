import type { Address, PublicClient } from 'viem'
import { earnPoolAbi } from '../contracts/EarnPool.abi.ts'
import { financeFactoryAbi } from '../contracts/FinanceFactory.abi.ts'
import { taxExemptionSteps } from '../tokens/taxExemptionSteps.ts'
import { approve } from '../transactions/approve.ts'
import { call } from '../transactions/call.ts'
import type { Step } from '../transactions/types.ts'
import type { EarnConfig } from './toEarnConfig.ts'

/**
 * The creation of an Earn pool as steps for the one runner: exempt the predicted pool from the fees
 * of a TokenBox tax token the creator owns (stakes and the fund then arrive whole; any other token
 * is credited what arrives), approve the reward fund to the factory, create the pool (the factory
 * pulls the fund into it). Returns the pool's address, known before it exists.
 *
 * @example
 * const plan = await createEarnPoolSteps(publicClient, { factory, account, config: toEarnConfig(draft) })
 * await runSteps({ publicClient, walletClient, steps: plan.steps })
 */
export async function createEarnPoolSteps(
  client: PublicClient,
  { factory, account, config }: { factory: Address; account: Address; config: EarnConfig },
): Promise<{ steps: Step[]; pool: Address }> {
  const pool = await client.readContract({
    address: factory,
    abi: financeFactoryAbi,
    functionName: 'predictEarnPool',
    args: [account],
  })
  const steps: Step[] = await taxExemptionSteps(client, {
    token: config.token,
    account,
    exempt: pool,
    label: 'exemptPool',
  })
  if (config.rewardFund > 0n)
    steps.push(
      approve({ token: config.token, spender: factory, amount: config.rewardFund, label: 'approveFund' }),
    )
  steps.push(
    call({
      address: factory,
      abi: financeFactoryAbi,
      functionName: 'createEarnPool',
      args: [config],
      label: 'createEarnPool',
    }),
  )
  return { steps, pool }
}

/**
 * A stake: approve the token to the pool (skipped when the allowance covers it) and stake `amount`
 * in earn period `option`; the pool reserves its reward at once or refuses it.
 *
 * @example
 * stakeEarnSteps({ pool, token, option: 1, amount: parseEther('100') })
 */
export function stakeEarnSteps({
  pool,
  token,
  option,
  amount,
}: {
  pool: Address
  token: Address
  option: number
  amount: bigint
}): Step[] {
  return [
    approve({ token, spender: pool, amount, label: 'approveStake' }),
    call({
      address: pool,
      abi: earnPoolAbi,
      functionName: 'stake',
      args: [BigInt(option), amount],
      label: 'stake',
    }),
  ]
}

/**
 * Redeems stake `index`: at maturity the amount and its reward; before it (where the pool allows)
 * the amount less the early fee.
 *
 * @example
 * redeemEarnStep({ pool, index: 0 })
 */
export function redeemEarnStep({ pool, index }: { pool: Address; index: number }): Step {
  return call({
    address: pool,
    abi: earnPoolAbi,
    functionName: 'redeem',
    args: [BigInt(index)],
    label: 'redeem',
  })
}

/**
 * Adds `amount` to a pool's reward fund (anyone may).
 *
 * @example
 * topUpEarnSteps({ pool, token, amount })
 */
export function topUpEarnSteps({
  pool,
  token,
  amount,
}: {
  pool: Address
  token: Address
  amount: bigint
}): Step[] {
  return [
    approve({ token, spender: pool, amount, label: 'approveTopUp' }),
    call({ address: pool, abi: earnPoolAbi, functionName: 'topUp', args: [amount], label: 'topUp' }),
  ]
}

/**
 * The creator takes `amount` of the reward fund nobody was promised.
 *
 * @example
 * withdrawUnreservedEarnStep({ pool, amount })
 */
export function withdrawUnreservedEarnStep({ pool, amount }: { pool: Address; amount: bigint }): Step {
  return call({
    address: pool,
    abi: earnPoolAbi,
    functionName: 'withdrawUnreserved',
    args: [amount],
    label: 'withdrawUnreserved',
  })
}
