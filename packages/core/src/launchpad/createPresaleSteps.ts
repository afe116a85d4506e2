import { type Address, type PublicClient, zeroAddress } from 'viem'
import { launchpadFactoryAbi } from '../contracts/LaunchpadFactory.abi.ts'
import { createLockSteps } from '../lock/createLockSteps.ts'
import { taxExemptionSteps } from '../tokens/taxExemptionSteps.ts'
import { approve } from '../transactions/approve.ts'
import { call } from '../transactions/call.ts'
import type { Step } from '../transactions/types.ts'
import { setPresaleWhitelistStep } from './presaleActionSteps.ts'
import { encodePresaleMetadata } from './presaleWhitelistList.ts'
import type { PresalePlanInput } from './toPresaleParams.ts'

export type CreatePresaleStepsParameters = PresalePlanInput & {
  factory: Address
  /** The creator (the wallet that signs). */
  account: Address
  /** The flat fee's coin and amount from the factory's current fees (readLaunchpadFees). */
  fees: { flatFeeToken: Address; flatFee: bigint }
  /** The chain's TokenLocker, for the team tokens (none: team tokens are refused). */
  locker?: Address | undefined
  /** Emitted with PresaleCreated (JSON; default: a Merkle whitelist's list, else empty). */
  metadata?: string
}

export type CreatePresalePlan = {
  steps: Step[]
  /** The presale's address, known before it exists (the factory's next clone for this creator). */
  presale: Address
  /** Tokens the factory pulls (LaunchpadFactory.tokensNeeded under the current fees). */
  tokensNeeded: bigint
  /** The token is a TokenBox tax template owned by the creator: the presale is exempted first. */
  exemption: boolean
}

/**
 * The creation of a presale as steps for the one runner: exempt the predicted presale address
 * from a TokenBox tax token's fees (and limits) when the creator owns it (a taxed deposit would
 * arrive short and the factory refuses it), approve the tokens the factory says are needed, approve
 * an ERC-20 flat fee, create (the native flat fee as value), store the whitelist tiers, and lock
 * the team tokens in the chain's locker (core's lock steps).
 *
 * @example
 * const plan = await createPresaleSteps(publicClient, { factory, account, ...toPresaleParams(draft, { locker }), fees })
 * await runSteps({ publicClient, walletClient, steps: plan.steps })
 */
export async function createPresaleSteps(
  client: PublicClient,
  parameters: CreatePresaleStepsParameters,
): Promise<CreatePresalePlan> {
  const { factory, account, params, tiers, fees, locker, teamTokens, teamUnlockSeconds, merkleWhitelist } =
    parameters
  const token = params.config.token
  const metadata = parameters.metadata ?? encodePresaleMetadata({ whitelist: merkleWhitelist })
  const [presale, tokensNeeded] = await Promise.all([
    client.readContract({
      address: factory,
      abi: launchpadFactoryAbi,
      functionName: 'nextPresaleAddress',
      args: [account],
    }),
    client.readContract({
      address: factory,
      abi: launchpadFactoryAbi,
      functionName: 'tokensNeeded',
      args: [params],
    }),
  ])
  const exemption = await taxExemptionSteps(client, {
    token,
    account,
    exempt: presale,
    label: 'exemptPresale',
  })
  const steps: Step[] = [...exemption]
  steps.push(approve({ token, spender: factory, amount: tokensNeeded, label: 'approveTokens' }))
  const nativeFee = fees.flatFeeToken === zeroAddress
  if (!nativeFee && fees.flatFee > 0n)
    steps.push(
      approve({ token: fees.flatFeeToken, spender: factory, amount: fees.flatFee, label: 'approveFee' }),
    )
  steps.push(
    call({
      address: factory,
      abi: launchpadFactoryAbi,
      functionName: 'createPresale',
      args: [params, metadata],
      value: nativeFee ? fees.flatFee : 0n,
      label: 'createPresale',
    }),
  )
  for (const tier of tiers)
    if (tier.accounts.length)
      steps.push(setPresaleWhitelistStep({ presale, accounts: tier.accounts, tier: tier.tier }))
  if (teamTokens > 0n) {
    if (!locker) throw new Error('No token locker on this chain for the team tokens')
    const end = params.config.end + teamUnlockSeconds
    for (const step of createLockSteps({
      locker,
      token,
      isLp: false,
      entries: [{ owner: account, amount: teamTokens, schedule: { kind: 'fixed', end } }],
      description: 'Presale team tokens',
    }))
      steps.push({ ...step, label: step.type === 'approve' ? 'approveTeam' : 'lockTeam' })
  }
  return { steps, presale, tokensNeeded, exemption: exemption.length > 0 }
}
