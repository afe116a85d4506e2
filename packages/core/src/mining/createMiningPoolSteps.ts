import { type Address, isAddressEqual, type PublicClient } from 'viem'
import { miningFactoryAbi } from '../contracts/MiningFactory.abi.ts'
import { taxExemptionSteps } from '../tokens/taxExemptionSteps.ts'
import { approve } from '../transactions/approve.ts'
import { call } from '../transactions/call.ts'
import type { Step } from '../transactions/types.ts'
import { setMiningWhitelistSteps } from './miningActionSteps.ts'
import type { MiningConfig } from './miningConfig.ts'

export type CreateMiningPoolStepsParameters = {
  factory: Address
  /** The creator (the wallet that signs). */
  account: Address
  config: MiningConfig
  /** The first whitelist of a whitelist pool, stored right after creation. */
  whitelist?: readonly Address[] | undefined
}

export type CreateMiningPoolPlan = {
  steps: Step[]
  /** The pool's address, known before it exists (MiningFactory.predictPool). */
  pool: Address
  /** A TokenBox tax token the creator owns: the pool is exempted from its fees first. */
  exemption: boolean
}

/**
 * The creation of a mining pool as steps for the one runner: exempt the predicted pool from the
 * fees of a TokenBox tax token the creator owns (reward or stake token: the fund and the stakes then
 * arrive whole; any other token is credited what arrives), approve the reward fund to the factory,
 * create the pool (the factory pulls the fund into it), and store the first whitelist in batches of
 * at most 200 addresses.
 *
 * @example
 * const { config, whitelist } = toMiningConfig(draft)
 * const plan = await createMiningPoolSteps(publicClient, { factory, account, config, whitelist })
 * await runSteps({ publicClient, walletClient, account, steps: plan.steps })
 */
export async function createMiningPoolSteps(
  client: PublicClient,
  { factory, account, config, whitelist = [] }: CreateMiningPoolStepsParameters,
): Promise<CreateMiningPoolPlan> {
  const pool = await client.readContract({
    address: factory,
    abi: miningFactoryAbi,
    functionName: 'predictPool',
    // The address depends on the settings too: they are the clone's immutable arguments.
    args: [account, config],
  })
  const tokens = isAddressEqual(config.rewardToken, config.stakeToken)
    ? [config.rewardToken]
    : [config.rewardToken, config.stakeToken]
  const exemptions = (
    await Promise.all(
      tokens.map((token) => taxExemptionSteps(client, { token, account, exempt: pool, label: 'exemptPool' })),
    )
  ).flat()
  const steps: Step[] = [...exemptions]
  if (config.rewardFund > 0n)
    steps.push(
      approve({
        token: config.rewardToken,
        spender: factory,
        amount: config.rewardFund,
        label: 'approveFund',
      }),
    )
  steps.push(
    call({
      address: factory,
      abi: miningFactoryAbi,
      functionName: 'createPool',
      args: [config],
      label: 'createPool',
    }),
  )
  if (config.whitelistOnly && whitelist.length)
    steps.push(...setMiningWhitelistSteps({ pool, accounts: whitelist, allowed: true }))
  return { steps, pool, exemption: exemptions.length > 0 }
}
