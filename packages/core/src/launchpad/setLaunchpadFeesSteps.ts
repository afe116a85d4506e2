import { type Address, encodeFunctionData, isAddressEqual } from 'viem'
import { launchpadFactoryAbi } from '../contracts/LaunchpadFactory.abi.ts'
import { submitMultisigOrderStep } from '../multisig/multisigSteps.ts'
import { call } from '../transactions/call.ts'
import type { Step } from '../transactions/types.ts'

/** The factory's FeeConfig as setFees takes it. */
export type LaunchpadFeeConfig = {
  recipient: Address
  /** Zero address: the chain's coin. */
  flatFeeToken: Address
  flatFee: bigint
  /** At most 500 (5%), the factory's MAX_FEE_BPS. */
  raiseFeeBps: number
  tokenFeeBps: number
}

/** The factory's MAX_FEE_BPS. */
export const maxLaunchpadFeeBps = 500

/** Why a fee setting is refused before any wallet is asked. */
export type LaunchpadFeesIssue = 'feeTooHigh' | 'recipientMissing'

/**
 * The checks setFees makes: shares within 5%, a recipient whenever anything is charged.
 *
 * @example
 * validateLaunchpadFees({ ...fees, raiseFeeBps: 600 }) // 'feeTooHigh'
 */
export function validateLaunchpadFees(fees: LaunchpadFeeConfig): LaunchpadFeesIssue | undefined {
  if (fees.raiseFeeBps > maxLaunchpadFeeBps || fees.tokenFeeBps > maxLaunchpadFeeBps) return 'feeTooHigh'
  const charges = fees.flatFee > 0n || fees.raiseFeeBps > 0 || fees.tokenFeeBps > 0
  if (charges && /^0x0{40}$/i.test(fees.recipient)) return 'recipientMissing'
  return undefined
}

/**
 * The operator's fee change: a direct setFees when the connected wallet owns the factory, or,
 * when the owner is a TokenBox multisig wallet the connected account signs for, an order of that
 * wallet (submitted with the account's confirmation; the other signers confirm and execute it in
 * the multisig screen). A change applies only to presales created afterwards.
 *
 * @example
 * setLaunchpadFeesSteps({ factory, owner, account, fees, ownerIsMultisig: false })
 */
export function setLaunchpadFeesSteps({
  factory,
  owner,
  account,
  fees,
  ownerIsMultisig,
}: {
  factory: Address
  owner: Address
  account: Address
  fees: LaunchpadFeeConfig
  ownerIsMultisig: boolean
}): Step[] {
  if (ownerIsMultisig) {
    const data = encodeFunctionData({ abi: launchpadFactoryAbi, functionName: 'setFees', args: [fees] })
    return [submitMultisigOrderStep(owner, { destination: factory, value: 0n, data })]
  }
  if (!isAddressEqual(owner, account))
    throw new Error('The connected account does not own the launchpad factory')
  return [
    call({
      address: factory,
      abi: launchpadFactoryAbi,
      functionName: 'setFees',
      args: [fees],
      label: 'setFees',
    }),
  ]
}
