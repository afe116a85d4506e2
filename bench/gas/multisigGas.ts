/**
 * Multisig wallet figures for the gas snapshot (called by gasSnapshot.ts on its chain): creating a
 * 2-of-3 wallet through the factory (an EIP-1167 clone plus its initialisation), then one native
 * send order through its life: submit (the submitter's confirmation included), confirm by a second
 * signer, execute. A token transfer order's submit and execute are recorded too, since the data is
 * stored with the order.
 */
import { multisigFactoryAbi, multisigWalletAbi, sampleStablecoinAbi } from '@tokenbox/core/contracts/index.ts'
import {
  type Address,
  encodeFunctionData,
  type Hex,
  keccak256,
  parseEther,
  parseEventLogs,
  parseUnits,
  stringToHex,
} from 'viem'
import { type AccountsContext, sendersFrom } from './gasContext.ts'

/** The bound for creating a wallet (3 signers); the snapshot fails above it. */
export const multisigCreateTarget = 200_000

export const multisigLabels = {
  create: 'MultisigFactory createWallet (clone, 3 signers, threshold 2)',
  submitNative: 'MultisigWallet submit (native send, submitter confirms)',
  confirm: 'MultisigWallet confirm (second signer)',
  executeNative: 'MultisigWallet execute (native send to a new account, 2 of 3)',
  submitToken: 'MultisigWallet submit (ERC20 transfer, submitter confirms)',
  executeToken: 'MultisigWallet execute (ERC20 transfer to a new holder, 2 of 3)',
} as const

export type MultisigBenchContext = AccountsContext & {
  /** Three funded dev accounts (JSON-RPC signing): the wallet's signers, the first creates it. */
  signers: readonly [Address, Address, Address]
  factory: Address
  /** A 6-decimal token the first signer holds. */
  token: Address
}

/** Measures {@link multisigLabels} into `context.gas`; returns the wallet it created. */
export async function benchMultisig(context: MultisigBenchContext): Promise<Address> {
  const { signers, factory, token, gas } = context
  const [first, second] = signers
  const { send, record } = sendersFrom(context)

  const created = await send(
    first,
    factory,
    encodeFunctionData({
      abi: multisigFactoryAbi,
      functionName: 'createWallet',
      args: [[...signers], 2n, keccak256(stringToHex('gas snapshot'))],
    }),
  )
  gas[multisigLabels.create] = Number(created.gasUsed)
  const [event] = parseEventLogs({ abi: multisigFactoryAbi, logs: created.logs, eventName: 'WalletCreated' })
  if (!event) throw new Error('createWallet emitted no WalletCreated')
  const wallet = event.args.wallet

  // Funding is set-up, not measured.
  await send(first, wallet, '0x', parseEther('10'))
  await send(
    first,
    token,
    encodeFunctionData({
      abi: sampleStablecoinAbi,
      functionName: 'transfer',
      args: [wallet, parseUnits('1000', 6)],
    }),
  )

  const walletCall = (functionName: 'confirm' | 'execute', id: bigint) =>
    encodeFunctionData({ abi: multisigWalletAbi, functionName, args: [id] })
  const submit = (destination: Address, value: bigint, data: Hex) =>
    encodeFunctionData({ abi: multisigWalletAbi, functionName: 'submit', args: [destination, value, data] })

  const freshAccount = (tag: string) => `0x${keccak256(stringToHex(tag)).slice(-40)}` as Address
  await record(
    multisigLabels.submitNative,
    first,
    wallet,
    submit(freshAccount('multisig native'), parseEther('1'), '0x'),
  )
  await record(multisigLabels.confirm, second, wallet, walletCall('confirm', 0n))
  await record(multisigLabels.executeNative, second, wallet, walletCall('execute', 0n))

  const transfer = encodeFunctionData({
    abi: sampleStablecoinAbi,
    functionName: 'transfer',
    args: [freshAccount('multisig token'), parseUnits('100', 6)],
  })
  await record(multisigLabels.submitToken, first, wallet, submit(token, 0n, transfer))
  await send(second, wallet, walletCall('confirm', 1n))
  await record(multisigLabels.executeToken, first, wallet, walletCall('execute', 1n))
  return wallet
}

/** The multisig target: creating a 3-signer wallet costs at most {@link multisigCreateTarget}. */
export function checkMultisigTargets(gas: Record<string, number>): string[] {
  const used = gas[multisigLabels.create]
  if (used === undefined) return [`${multisigLabels.create} was not measured`]
  return used > multisigCreateTarget
    ? [`${multisigLabels.create}: ${used} gas is above the target of ${multisigCreateTarget}`]
    : []
}
