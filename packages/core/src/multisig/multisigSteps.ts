import { type Abi, type Address, getAddress, type Hex, type Log, parseEventLogs } from 'viem'
import { multisigFactoryAbi } from '../contracts/MultisigFactory.abi.ts'
import { multisigWalletAbi } from '../contracts/MultisigWallet.abi.ts'
import { sampleStablecoinAbi } from '../contracts/SampleStablecoin.abi.ts'
import { call } from '../transactions/call.ts'
import type { CallStep } from '../transactions/types.ts'
import { type EncodedMultisigOrder, encodeMultisigOrder } from './encodeMultisigOrder.ts'

/**
 * The wallet's ABI plus OpenZeppelin's ERC20 errors: `execute` passes a failed call's revert data on
 * unchanged, so a token transfer failing for lack of balance decodes as `ERC20InsufficientBalance`
 * instead of an unknown error.
 */
export const multisigExecuteAbi = [
  ...multisigWalletAbi,
  ...sampleStablecoinAbi.filter((item) => item.type === 'error' && item.name.startsWith('ERC20')),
] as const satisfies Abi

/**
 * The step that creates a wallet through the factory at `predictMultisigAddress(factory, creator,
 * salt)`; its receipt carries the factory's `WalletCreated` log.
 *
 * @example
 * await runSteps({ publicClient, walletClient, steps: [createMultisigWalletStep({ factory, signers, threshold: 2, salt })] })
 */
export function createMultisigWalletStep(parameters: {
  factory: Address
  signers: readonly Address[]
  threshold: number
  salt: Hex
}): CallStep {
  return call({
    address: parameters.factory,
    abi: multisigFactoryAbi,
    functionName: 'createWallet',
    args: [parameters.signers, BigInt(parameters.threshold), parameters.salt],
    label: 'create multisig wallet',
  })
}

/**
 * The step that submits an order (the submitter's confirmation is counted by the wallet).
 *
 * @example
 * submitMultisigOrderStep(wallet, encodeMultisigOrder(wallet, { kind: 'native', to, amount: '1' }))
 */
export function submitMultisigOrderStep(wallet: Address, order: EncodedMultisigOrder): CallStep {
  return call({
    address: wallet,
    abi: multisigWalletAbi,
    functionName: 'submit',
    args: [order.destination, order.value, order.data],
    label: 'submit order',
  })
}

/**
 * The step that confirms, revokes or executes order `id` as the sending signer.
 *
 * @example
 * multisigOrderActionStep(wallet, 'execute', 0n)
 */
export function multisigOrderActionStep(
  wallet: Address,
  action: 'confirm' | 'revoke' | 'execute',
  id: bigint,
): CallStep {
  return call({
    address: wallet,
    abi: action === 'execute' ? multisigExecuteAbi : multisigWalletAbi,
    functionName: action,
    args: [id],
    label: `${action} order ${id}`,
  })
}

/**
 * The step that proposes cancelling undone order `target`: it submits a cancel order (a self-call
 * of `cancelOrder`, with the proposer's confirmation); once the threshold confirms and it is
 * executed, `target` can never run.
 *
 * @example
 * proposeMultisigCancelStep(wallet, 4n)
 */
export function proposeMultisigCancelStep(wallet: Address, target: bigint): CallStep {
  return {
    ...submitMultisigOrderStep(wallet, encodeMultisigOrder(wallet, { kind: 'cancelOrder', target })),
    label: `propose cancelling order ${target}`,
  }
}

/**
 * The wallet a creation made, read from its receipt's `WalletCreated` event (undefined when the
 * logs hold none).
 *
 * @example
 * const wallet = createdMultisigWallet(outcome.results[0]?.receipt?.logs ?? [])
 */
export function createdMultisigWallet(logs: readonly Log[]): Address | undefined {
  const [created] = parseEventLogs({ abi: multisigFactoryAbi, logs: [...logs], eventName: 'WalletCreated' })
  return created ? getAddress(created.args.wallet) : undefined
}

/**
 * The id of the order a submission made, read from its receipt's `OrderSubmitted` event.
 *
 * @example
 * const id = submittedMultisigOrder(outcome.results[0]?.receipt?.logs ?? [])
 */
export function submittedMultisigOrder(logs: readonly Log[]): bigint | undefined {
  const [submitted] = parseEventLogs({ abi: multisigWalletAbi, logs: [...logs], eventName: 'OrderSubmitted' })
  return submitted?.args.id
}
