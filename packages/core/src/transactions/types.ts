import type {
  Abi,
  AccessList,
  Account,
  Address,
  Hash,
  Hex,
  PublicClient,
  TransactionReceipt,
  TypedDataDefinition,
  WalletClient,
} from 'viem'
import type { ErrorMessage } from '../errors/toErrorMessage.ts'
import type { ContractBuild } from '../evm/contractBuild.ts'
import type { SimulationSummary } from '../simulation/summarizeSimulation.ts'
import type { SummarizeTransactionOptions } from '../simulation/summarizeTransaction.ts'

/** What the steps before this one produced, by index; lets a step use a contract deployed earlier. */
export type StepContext = {
  results: readonly StepResult[]
  publicClient: PublicClient
  walletClient: WalletClient
  /** The sending account's address. */
  account: Address
}

/** An address known up front, or read from earlier results when the step runs. */
export type AddressSource = Address | ((context: StepContext) => Address)

/** Arguments known up front, or built from earlier results when the step runs. */
export type ArgsSource = readonly unknown[] | ((context: StepContext) => readonly unknown[])

type StepBase = {
  /** Free text for logs and tests; the UI names steps by their type. */
  label?: string | undefined
}

/** ERC-20 approve of `amount` to `spender`; skipped when the allowance already covers it. */
export type ApproveStep = StepBase & {
  type: 'approve'
  token: AddressSource
  spender: AddressSource
  amount: bigint
}

/** Deploys a contract; its result carries `contractAddress`. */
export type DeployStep = StepBase & {
  type: 'deploy'
  abi: Abi
  bytecode: Hex
  args: ArgsSource
  value?: bigint | undefined
  /**
   * Which build of a TokenBox contract `bytecode` is (contracts/README.md, "Builds per EVM level"),
   * so its verification submits that build's input; unset for anything else (cancun is assumed).
   */
  build?: ContractBuild | undefined
  /**
   * Deploy through a CREATE2 deployment proxy instead of from the wallet: the transaction calls
   * `deployer` with `salt ++ init code`, and the contract lands at `address` (computed beforehand,
   * the same for everyone). A contract already there makes the step `skipped`, with that address.
   */
  create2?: { deployer: Address; salt: Hex; address: Address } | undefined
  /**
   * A shared contract the constructor uses, and creates through the deterministic deployment proxy
   * `deployer` when the chain does not have it yet (a tax token's TaxSwapEngine at `address`). On a
   * chain with neither, the deployment could only revert: the runner refuses the step before the
   * wallet is asked (DeterministicDeployerMissingError with `needs`).
   */
  needsShared?: { name: 'TaxSwapEngine'; address: Address; deployer: Address } | undefined
}

/** A state-changing contract call. */
export type CallStep = StepBase & {
  type: 'call'
  address: AddressSource
  abi: Abi
  functionName: string
  args: ArgsSource
  value?: bigint | undefined
  /**
   * An EIP-2930 access list (accounts and storage slots the call touches, pre-paid cheaper than
   * their first access): estimated and sent with it. A wallet that drops it costs only that saving.
   */
  accessList?: AccessList | undefined
  /**
   * Gas added to the limit beyond the estimate x 1.1, for a call whose cost grows with the time
   * between the estimate and the block it lands in: a node estimates on the latest block, and a
   * staking pool that was touched in that block skips its reward update there but runs it in the
   * next one (storage writes the estimate never saw). Only gas used is paid. Such a call is also
   * estimated with the clock a minute on where the endpoint can (estimateGasLater), the larger
   * estimate taken; the headroom stands for endpoints that cannot.
   */
  gasHeadroom?: bigint | undefined
}

/** A plain native-coin payment (no calldata): donations, transfers of the chain's coin. */
export type TransferStep = StepBase & {
  type: 'transfer'
  to: AddressSource
  value: bigint
}

/**
 * A transaction with raw data and no ABI behind it: an inscription (a `data:` text sent to the
 * sender's own address), or any calldata built elsewhere. Estimated, priced and checked like the
 * others; a revert carries no decoded reason.
 */
export type SendDataStep = StepBase & {
  type: 'sendData'
  to: AddressSource
  data: Hex
  value?: bigint | undefined
}

/**
 * Off-chain work after the transactions, such as "Sourcecode Verify" on the chain's explorer.
 * The runner only reports progress and failures; `execute` does the work.
 */
export type VerifyStep = StepBase & {
  type: 'verify'
  execute: (context: StepContext) => Promise<unknown>
}

/**
 * An EIP-712 signature asked of the wallet (`eth_signTypedData_v4`), such as an EIP-2612 permit
 * that a later call step passes on: nothing is sent, no gas. Its result carries `signature`.
 */
export type SignTypedDataStep = StepBase & {
  type: 'signTypedData'
  typedData: TypedDataDefinition | ((context: StepContext) => TypedDataDefinition)
}

export type Step =
  | ApproveStep
  | DeployStep
  | CallStep
  | TransferStep
  | SendDataStep
  | VerifyStep
  | SignTypedDataStep

export type StepResult = {
  type: Step['type']
  /**
   * `skipped`: nothing was sent or done (an allowance that already sufficed; a verify step whose
   * `execute` resolved `{ status: 'skipped', ... }`, e.g. a chain without an explorer API).
   */
  status: 'confirmed' | 'skipped'
  hash?: Hash | undefined
  receipt?: TransactionReceipt | undefined
  /** Deploy steps: the new contract. */
  contractAddress?: Address | undefined
  /** Verify steps: what `execute` returned. */
  output?: unknown
  /** Sign steps: the wallet's signature. */
  signature?: Hex | undefined
}

/**
 * The spec's progress states (spec 001 section 4), per step:
 * `initiating` (reading state, estimating gas, pricing) -> `awaitingConfirmation` (the wallet is
 * asked; "Waiting for confirmation") -> `generating` (sent, waiting for the receipt; carries the
 * hash) -> `done`. Verify steps go `initiating` -> `verifying` -> `done`; sign steps
 * `initiating` -> `awaitingConfirmation` -> `done`. Any step may end in
 * `failed`, which carries the mapped error message.
 */
export type StepState = 'initiating' | 'awaitingConfirmation' | 'generating' | 'verifying' | 'done' | 'failed'

/**
 * What a transaction step will do to the sender's assets, simulated from the sender's account on
 * the app's RPC just before the wallet is asked (issue 80): `reading` while the simulation runs,
 * then core's summary (summarizeTransaction): the lines (empty: it moves nothing of the sender's),
 * `fails` (the wallet is not asked), `unavailable` (this RPC cannot simulate) or `unread` (it did
 * not answer in time); the step goes on in those two.
 */
export type StepPreview = { status: 'reading' } | SimulationSummary

export type StepProgress = {
  stepIndex: number
  step: Step
  state: StepState
  /** From `generating` on, for transaction steps. */
  hash?: Hash | undefined
  /** With `done`. */
  result?: StepResult | undefined
  /** With `failed`. */
  error?: unknown
  /** With `failed`: the catalogue entry for `error`. */
  message?: ErrorMessage | undefined
  /**
   * With a run's `preview` option, from the moment a transaction step's simulation starts until the
   * step is done or failed: what the transaction will do (see {@link StepPreview}).
   */
  preview?: StepPreview | undefined
}

/** Picks up a failed run: its confirmed results are reused, and a sent transaction is awaited, not resent. */
export type ResumeFrom = {
  results: readonly StepResult[]
  pendingHash?: Hash | undefined
}

export type RunStepsParameters = {
  publicClient: PublicClient
  walletClient: WalletClient
  /** The sender; defaults to the wallet client's account. A bare address is a wallet (JSON-RPC) account. */
  account?: Account | Address | undefined
  steps: readonly Step[]
  onProgress?: ((progress: StepProgress) => void) | undefined
  /** A previous failed run (`RunStepsFailed`) to continue from its failed step. */
  resume?: ResumeFrom | undefined
  /**
   * Stop: no step starts once it is aborted (the run fails at the next step as "Transaction
   * terminated", resumable from there); a step already handed to the wallet goes on to its receipt.
   */
  signal?: AbortSignal | undefined
  /**
   * Asked before each step that is not yet sent; `false` stops the run there as `signal` does.
   * For a flow whose later steps may have become pointless while it ran (the online bulk mint asks
   * the indexer whether the tick is still open before each mint).
   */
  beforeStep?: ((stepIndex: number, step: Step) => boolean | Promise<boolean>) | undefined
  /**
   * Simulates each transaction step from the sender's account on `publicClient` before the wallet
   * is asked, once the steps before it are mined (so an approval a later step spends is seen), and
   * reports the summary as the progress's `preview`, amounts formatted in `language`, within
   * `timeoutMs`. A step the simulation says will fail is not sent: the run fails there with the
   * error table's words. Off when unset.
   */
  preview?: SummarizeTransactionOptions | undefined
}

export type RunStepsDone = { status: 'done'; results: StepResult[] }

export type RunStepsFailed = {
  status: 'failed'
  /** Index of the step that failed. */
  stepIndex: number
  step: Step
  error: unknown
  message: ErrorMessage
  /** Results of the steps before `stepIndex` (all confirmed or skipped). */
  results: StepResult[]
  /** Set when the failed step's transaction was sent but its outcome is unknown (e.g. the RPC dropped). */
  pendingHash?: Hash | undefined
}

export type RunStepsResult = RunStepsDone | RunStepsFailed
