import {
  type AccessList,
  type Account,
  type Address,
  concat,
  encodeDeployData,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  getContractError,
  type Hash,
  type Hex,
  type TransactionReceipt,
} from 'viem'
import {
  call as callAction,
  estimateGas,
  getBalance,
  getCode,
  readContract,
  waitForTransactionReceipt,
} from 'viem/actions'
import {
  ContractAddressMissingError,
  DeterministicDeployerMissingError,
  InsufficientBalanceError,
  TransactionRevertedError,
} from '../errors/transaction.ts'
import { getGasFees } from '../gas/getGasFees.ts'
import { getGasLimit } from '../gas/getGasLimit.ts'
import type { SimulationSummary } from '../simulation/summarizeSimulation.ts'
import { type SummarizeTransactionOptions, summarizeTransaction } from '../simulation/summarizeTransaction.ts'
import { estimateGasLater } from './estimateGasLater.ts'
import { retryTransientRead } from './retryTransientRead.ts'
import type {
  AddressSource,
  ArgsSource,
  Step,
  StepContext,
  StepPreview,
  StepResult,
  StepState,
} from './types.ts'

export type ExecuteStepParameters = {
  step: Step
  context: StepContext
  account: Account | Address
  /** Reports a state change; `hash` from `generating` on. */
  report: (state: StepState, hash?: Hash) => void
  /** A transaction of this step already sent by an earlier run: wait for it instead of sending. */
  pendingHash?: Hash | undefined
  /** Simulate the transaction before the wallet is asked (RunStepsParameters' `preview`). */
  preview?: SummarizeTransactionOptions | undefined
  /** Reports the simulation: `reading`, then its summary. */
  showPreview?: ((preview: StepPreview) => void) | undefined
}

/** Thrown by {@link executeStep}; keeps the hash of a transaction that was sent before the failure. */
export class StepExecutionFailure {
  error: unknown
  pendingHash: Hash | undefined
  constructor(error: unknown, pendingHash?: Hash) {
    this.error = error
    this.pendingHash = pendingHash
  }
}

/**
 * How many times a sent transaction's receipt is asked again after the endpoint failed (with the
 * pauses of retryTransientRead, 1 + 2 + 4 + 8 + 8 s: past any per-second rate limit and a dropped
 * connection): then the step stops with the hash kept and says what happened, and running it
 * again follows the same transaction instead of sending another.
 */
const followPatience = 5

type Transaction = {
  to?: Address | undefined
  data: Hex
  value?: bigint | undefined
  accessList?: AccessList | undefined
  /** Gas added beyond the estimate x 1.1 (CallStep's `gasHeadroom`). */
  gasHeadroom?: bigint | undefined
  /** For decoding a revert against the step's ABI (none for a native transfer). */
  decode?: {
    abi: readonly unknown[]
    functionName: string
    args: readonly unknown[]
    address?: Address | undefined
  }
}

async function hasCode(context: StepContext, address: Address): Promise<boolean> {
  const code = await retryTransientRead(() => getCode(context.publicClient, { address }))
  return code !== undefined && code !== '0x'
}

function resolve(source: AddressSource, context: StepContext): Address {
  return typeof source === 'function' ? source(context) : source
}

function resolveArgs(source: ArgsSource, context: StepContext): readonly unknown[] {
  return typeof source === 'function' ? source(context) : source
}

function toTransaction(
  step: Exclude<Step, { type: 'verify' | 'signTypedData' }>,
  context: StepContext,
): Transaction {
  if (step.type === 'transfer') return { to: resolve(step.to, context), data: '0x', value: step.value }
  if (step.type === 'sendData') return { to: resolve(step.to, context), data: step.data, value: step.value }
  if (step.type === 'deploy') {
    const args = resolveArgs(step.args, context)
    const data = encodeDeployData({ abi: step.abi, bytecode: step.bytecode, args })
    return {
      // Through a CREATE2 proxy: its calldata is the salt followed by the init code.
      ...(step.create2 ? { to: step.create2.deployer, data: concat([step.create2.salt, data]) } : { data }),
      value: step.value,
      decode: { abi: step.abi, functionName: 'constructor', args },
    }
  }
  const call =
    step.type === 'approve'
      ? {
          address: resolve(step.token, context),
          abi: erc20Abi,
          functionName: 'approve',
          args: [resolve(step.spender, context), step.amount],
          value: undefined,
        }
      : { ...step, address: resolve(step.address, context), args: resolveArgs(step.args, context) }
  return {
    to: call.address,
    data: encodeFunctionData({ abi: call.abi, functionName: call.functionName, args: call.args } as never),
    value: call.value,
    accessList: step.type === 'call' ? step.accessList : undefined,
    gasHeadroom: step.type === 'call' ? step.gasHeadroom : undefined,
    decode: { abi: call.abi, functionName: call.functionName, args: call.args, address: call.address },
  }
}

/** viem's estimateGas, call and sendTransaction cannot name a custom error; the step's ABI can. */
function decodeError(error: unknown, transaction: Transaction, account: Account | Address) {
  if (!transaction.decode) return error
  return getContractError(error as never, {
    abi: transaction.decode.abi as never,
    address: transaction.decode.address,
    args: transaction.decode.args,
    functionName: transaction.decode.functionName,
    sender: typeof account === 'string' ? account : account.address,
  })
}

/**
 * When a mined transaction reverted, replays it on the state before its block to learn why:
 * the receipt alone says nothing. Best effort: a replay that passes (state moved on within the
 * block) leaves the plain TransactionRevertedError.
 */
async function explainRevert(
  context: StepContext,
  account: Account | Address,
  transaction: Transaction,
  receipt: TransactionReceipt,
): Promise<TransactionRevertedError> {
  let cause: unknown
  try {
    await callAction(context.publicClient, {
      account,
      to: transaction.to,
      data: transaction.data,
      value: transaction.value,
      blockNumber: receipt.blockNumber - 1n,
    })
  } catch (error) {
    cause = decodeError(error, transaction, account)
  }
  return new TransactionRevertedError({ receipt, cause })
}

/**
 * What the transaction will do, simulated from the sender on the step's RPC within the option's
 * time limit (summarizeTransaction: a slow or failing RPC is `unread`, never an error).
 */
async function previewTransaction(
  context: StepContext,
  transaction: Transaction,
  options: SummarizeTransactionOptions,
  show: ((preview: StepPreview) => void) | undefined,
): Promise<SimulationSummary> {
  show?.({ status: 'reading' })
  const summary = await summarizeTransaction(
    context.publicClient,
    { from: context.account, to: transaction.to, data: transaction.data, value: transaction.value },
    options,
  )
  show?.(summary)
  return summary
}

/**
 * The reads before the wallet is asked: fees, the estimate (a revert decoded by the step's ABI) and
 * whether the account can pay what the node will demand.
 */
async function readGas(context: StepContext, account: Account | Address, transaction: Transaction) {
  const { publicClient } = context
  // Priced first: the fee market decides whether the access list goes along, and the estimate
  // must be of the transaction that is sent.
  const fees = await retryTransientRead(() => getGasFees(publicClient))
  // A chain without a base fee gets a plain type-0 transaction, which has no access list: keeping
  // the list would take a type-1 (EIP-2930) transaction, which chains before Berlin refuse and
  // wallets on legacy networks handle worst, for a saving of 100 gas per listed item.
  const accessList = fees.type === 'legacy' ? undefined : transaction.accessList
  const request = {
    account,
    to: transaction.to,
    data: transaction.data,
    value: transaction.value,
    ...(accessList?.length ? { accessList } : {}),
  }
  const decode = (error: unknown) => decodeError(error, transaction, account)
  // A call whose cost grows with the clock (it carries headroom for that) is also estimated a minute
  // on, beside the plain estimate, where the endpoint can: the larger of the two, then the headroom
  // for endpoints that cannot. estimateGasLater never throws.
  const laterEstimate = transaction.gasHeadroom ? estimateGasLater(publicClient, request) : undefined
  const estimate = await retryTransientRead(() => estimateGas(publicClient, request)).catch(
    (error: unknown) => {
      throw decode(error)
    },
  )
  const later = await laterEstimate
  const gas =
    getGasLimit(later !== undefined && later > estimate ? later : estimate) + (transaction.gasHeadroom ?? 0n)
  // What the node will demand before accepting the transaction (gas limit x fee cap + value):
  // checked here so the wallet never shows a prompt that can only fail.
  const price = fees.maxFeePerGas ?? fees.gasPrice
  if (price !== undefined) {
    const required = gas * price + (transaction.value ?? 0n)
    const balance = await retryTransientRead(() =>
      getBalance(publicClient, { address: typeof account === 'string' ? account : account.address }),
    )
    if (balance < required) throw new InsufficientBalanceError({ balance, required })
  }
  return { request, fees, gas, decode }
}

async function sendTransaction(
  context: StepContext,
  account: Account | Address,
  transaction: Transaction,
  report: ExecuteStepParameters['report'],
  pendingHash: Hash | undefined,
  preview: Pick<ExecuteStepParameters, 'preview' | 'showPreview'> = {},
): Promise<{ hash: Hash; receipt: TransactionReceipt }> {
  const { publicClient, walletClient } = context
  let hash = pendingHash
  if (!hash) {
    // What it will do is read beside the gas reads (the wallet opens once both are in): the
    // preview costs the wait for the slower of the two, not their sum.
    const previewing = preview.preview
      ? previewTransaction(context, transaction, preview.preview, preview.showPreview)
      : undefined
    const reading = readGas(context, account, transaction)
    const [summary, gasRead] = await Promise.allSettled([previewing, reading])
    // The estimate failed: it says why in the step's own ABI (the preview, already on the screen,
    // said the same in the error table's words); a read that failed is a read error as before.
    if (gasRead.status === 'rejected') throw gasRead.reason
    // The simulation said it fails and the estimate passed. The estimate runs in the block the
    // transaction will be mined in; a simulation may run in the newest block's context (a token that
    // refuses a sale in the block of its buy fails there, and not when sent). The estimate is what
    // the node will do: the step goes on, its preview withdrawn rather than a failure shown.
    if (summary.status === 'fulfilled' && summary.value?.status === 'fails')
      preview.showPreview?.({ status: 'success', lines: [] })
    const { request, fees, gas, decode } = gasRead.value
    report('awaitingConfirmation')
    // A node that runs the transaction on receipt (Hardhat's automine) answers a revert here,
    // when state changed between the estimate and the send.
    hash = await walletClient
      .sendTransaction({
        ...request,
        ...fees,
        gas,
        chain: walletClient.chain ?? null,
      } as never)
      .catch((error: unknown) => {
        throw decode(error)
      })
  }
  report('generating', hash)
  let receipt: TransactionReceipt
  try {
    // Followed by its hash through the endpoint's limits and blips: it was sent, it will be mined.
    receipt = await retryTransientRead(() => waitForTransactionReceipt(publicClient, { hash }), {
      retries: followPatience,
    })
  } catch (error) {
    throw new StepExecutionFailure(error, hash)
  }
  if (receipt.status === 'reverted') throw await explainRevert(context, account, transaction, receipt)
  return { hash, receipt }
}

/**
 * Runs one step of a flow and returns its result; failures are thrown (a
 * {@link StepExecutionFailure} when a transaction was already sent). Used by `runSteps` only.
 *
 * @example
 * const result = await executeStep({ step, context, account, report: (state) => console.log(state) })
 */
export async function executeStep({
  step,
  context,
  account,
  report,
  pendingHash,
  preview,
  showPreview,
}: ExecuteStepParameters): Promise<StepResult> {
  report('initiating')
  if (step.type === 'verify') {
    report('verifying')
    const output = await step.execute(context)
    // A verification that could not run here (no explorer API or key for the chain) says so with
    // `status: 'skipped'`; the result shows it like a sufficient allowance: done, nothing sent.
    const skipped = (output as { status?: unknown } | null | undefined)?.status === 'skipped'
    return { type: 'verify', status: skipped ? 'skipped' : 'confirmed', output }
  }
  if (step.type === 'signTypedData') {
    const typedData = typeof step.typedData === 'function' ? step.typedData(context) : step.typedData
    report('awaitingConfirmation')
    const signature = await context.walletClient.signTypedData({
      account,
      ...typedData,
    } as Parameters<typeof context.walletClient.signTypedData>[0])
    return { type: 'signTypedData', status: 'confirmed', signature }
  }
  if (step.type === 'approve' && !pendingHash) {
    const allowance = await retryTransientRead(() =>
      readContract(context.publicClient, {
        address: resolve(step.token, context),
        abi: erc20Abi,
        functionName: 'allowance',
        args: [context.account, resolve(step.spender, context)],
      }),
    )
    if (allowance >= step.amount) return { type: 'approve', status: 'skipped' }
  }
  if (step.type === 'deploy' && step.create2 && !pendingHash) {
    const { deployer, address } = step.create2
    // Shared contracts are deployed once for everyone: one already there is the result.
    if (await hasCode(context, address))
      return { type: 'deploy', status: 'skipped', contractAddress: address }
    if (!(await hasCode(context, deployer))) throw new DeterministicDeployerMissingError({ deployer })
  }
  if (step.type === 'deploy' && step.needsShared && !pendingHash) {
    const { name, address, deployer } = step.needsShared
    // Its constructor would create the shared contract through the proxy: with neither, it reverts.
    if (!(await hasCode(context, address)) && !(await hasCode(context, deployer)))
      throw new DeterministicDeployerMissingError({ deployer, needs: name })
  }
  const transaction = toTransaction(step, context)
  const { hash, receipt } = await sendTransaction(context, account, transaction, report, pendingHash, {
    preview,
    showPreview,
  })
  if (step.type === 'deploy' && step.create2) {
    const { address } = step.create2
    if (!(await hasCode(context, address))) throw new ContractAddressMissingError({ hash })
    return { type: 'deploy', status: 'confirmed', hash, receipt, contractAddress: address }
  }
  if (step.type === 'deploy') {
    if (!receipt.contractAddress) throw new ContractAddressMissingError({ hash })
    // Receipts carry the address in lower case; callers compare and show checksummed ones.
    return {
      type: 'deploy',
      status: 'confirmed',
      hash,
      receipt,
      contractAddress: getAddress(receipt.contractAddress),
    }
  }
  return { type: step.type, status: 'confirmed', hash, receipt }
}
