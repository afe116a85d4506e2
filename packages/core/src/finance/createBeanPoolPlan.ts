import type { Address, PublicClient } from 'viem'
import { financeFactoryAbi } from '../contracts/FinanceFactory.abi.ts'
import type { Step } from '../transactions/types.ts'
import { type BeanPoolKind, createBeanPoolStep } from './beanPoolSteps.ts'

/**
 * The creation of a Dollar Beans or Roast Beef pool as one step, with the pool's address read
 * before it exists (the factory's prediction for the creator's next pool), so the screen can open
 * it once created.
 *
 * @example
 * const plan = await createBeanPoolPlan(publicClient, { factory, account, kind: 'dollarBeans', payToken: usdt })
 * await runSteps({ publicClient, walletClient, steps: plan.steps })
 */
export async function createBeanPoolPlan(
  client: PublicClient,
  {
    factory,
    account,
    kind,
    payToken,
  }: { factory: Address; account: Address; kind: BeanPoolKind; payToken: Address },
): Promise<{ steps: Step[]; pool: Address }> {
  const pool = await client.readContract({
    address: factory,
    abi: financeFactoryAbi,
    functionName: 'predictBeanPool',
    args: [account],
  })
  return { steps: [createBeanPoolStep({ factory, kind, payToken })], pool }
}
