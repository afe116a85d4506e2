import type { Address, Hash, Hex } from 'viem'

/**
 * The fee every mint of a run starts at: an EIP-1559 pair, or a legacy `gasPrice` (a chain
 * without a base fee). The product's strategy (`getGasFees`) gives one of these.
 */
export type BulkMintFees =
  | { type: 'eip1559'; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
  | { type: 'legacy'; gasPrice: bigint }

/** A sub-wallet that sends mints; its key signs in the caller's process only. */
export type BulkMintWallet = { address: Address; privateKey: Hex }

/** One sub-wallet's share of the plan. */
export type BulkMintWalletPlan = {
  address: Address
  /** How many mints this wallet sends. */
  mints: number
  /** Native coin (wei) the wallet needs for its own mints: mints x gasLimit x fee ceiling. */
  needed: bigint
  /** What it held when the plan was made (wei). */
  balance: bigint
  /** What the main wallet must send it: `needed - balance`, never below 0. */
  funding: bigint
}

/** A transfer the main wallet makes before the run. */
export type BulkMintFunding = { to: Address; value: bigint }

export type BulkMintPlan = {
  /** The inscription's calldata, sent as is by every mint. */
  data: Hex
  /**
   * One calldata per mint, in snapshot order, instead of `data` (a numbered mint: the same mint
   * with a different id each, since content must be unique to count).
   */
  datas?: Hex[] | undefined
  /**
   * The gas limit of every mint: the node's `eth_estimateGas` of one inscription, unchanged. A
   * self-transaction to an account without code runs no code, so its gas is the intrinsic gas
   * (21,000 plus the calldata's), the same in every block: the usual 10 % margin of getGasLimit
   * covers state changes that cannot affect it.
   */
  gasLimit: bigint
  fees: BulkMintFees
  /**
   * How many times a mint not mined in time may be replaced with a higher fee; the funding
   * covers every mint at the fee the last replacement reaches (the plan's one stated margin).
   */
  maxReplacements: number
  /** Per-gas price the funding is computed at: maxFeePerGas (or gasPrice) after `maxReplacements` bumps. */
  feeCeiling: bigint
  wallets: BulkMintWalletPlan[]
  /** Transfers the main wallet makes, one per wallet whose balance is short (in wallet order). */
  fundings: BulkMintFunding[]
  /** Sum of `fundings`. */
  totalFunding: bigint
}

/**
 * `waiting`: not started. `pending`: signed and handed to the node, not mined yet (it may have
 * been replaced). `success`: mined (`hash`, `blockNumber`). `failed`: see `error`.
 * `terminated`: never sent, because the run was stopped or `shouldContinue` said no (`reason`).
 */
export type MintState = 'waiting' | 'pending' | 'success' | 'failed' | 'terminated'

/**
 * Why a mint failed, as a short code (the node's own words never leave the engine):
 * - `insufficientFunds`: the node refused it for the wallet's balance;
 * - `refused`: the node refused it for another reason (fee too low, bad transaction...);
 * - `reverted`: mined with status 0 (it still used its nonce and paid gas);
 * - `nonceUsedElsewhere`: the mint's nonce was taken by a transaction this run did not send;
 * - `timeout`: still not mined after every replacement; it may yet be mined (resume checks it);
 * - `rpcError`: the node could not be asked (down, unreachable);
 * - `walletFailed`: not sent, because an earlier mint of the same wallet failed;
 * - `missingKey`: no (valid) private key was given for the mint's wallet.
 */
export type MintErrorCode =
  | 'insufficientFunds'
  | 'refused'
  | 'reverted'
  | 'nonceUsedElsewhere'
  | 'timeout'
  | 'rpcError'
  | 'walletFailed'
  | 'missingKey'

/**
 * Why mints were terminated: `stopped` (the signal), or `shouldContinue`'s answer: its own reason
 * (e.g. `mintedOut`), `declined` when it gave none, `checkFailed` when it threw (the run stops
 * rather than mint without the check).
 */
export type TerminationReason = 'stopped' | (string & {})

/** One signed transaction of a mint: the first send, a re-send or a replacement. Plain JSON. */
export type MintAttempt = {
  hash: Hash
  /** Decimal strings, so the snapshot stays plain JSON. */
  maxFeePerGas?: string | undefined
  maxPriorityFeePerGas?: string | undefined
  gasPrice?: string | undefined
}

/** One mint of the run, as kept in the snapshot. */
export type MintRecord = {
  index: number
  /** Index into the snapshot's `wallets`. */
  wallet: number
  /** This mint's own calldata (a numbered mint), instead of the snapshot's `data`. */
  data?: Hex | undefined
  state: MintState
  /** Set once the mint is signed; a mint never changes nonce after that. */
  nonce?: number | undefined
  /** Every transaction signed for this mint, same nonce, in order. */
  attempts: MintAttempt[]
  /** With `success` (and `reverted` failures): the hash that was mined, its block and the gas paid (wei). */
  hash?: Hash | undefined
  blockNumber?: string | undefined
  gasPaid?: string | undefined
  error?: MintErrorCode | undefined
  reason?: TerminationReason | undefined
}

/** A sub-wallet in the snapshot: its address and what it sent (nonce and hash of every attempt). */
export type WalletRecord = {
  address: Address
  sent: { mint: number; nonce: number; hash: Hash }[]
}

/**
 * Everything a run needs to be resumed after a page reload, as plain JSON (`JSON.stringify` as
 * is): the plan's transaction fields as decimal strings, every wallet's sent nonces and hashes,
 * every mint's state. Holds no key.
 */
export type BulkMintSnapshot = {
  version: 1
  chainId: number
  data: Hex
  gasLimit: string
  fees:
    | { type: 'eip1559'; maxFeePerGas: string; maxPriorityFeePerGas: string }
    | { type: 'legacy'; gasPrice: string }
  maxReplacements: number
  wallets: WalletRecord[]
  mints: MintRecord[]
}

/** What runBulkMint and resumeBulkMint share. */
export type BulkMintRunOptions = {
  /** The sub-wallets' keys (by address; mints of a wallet without a valid key fail as `missingKey`). */
  wallets: readonly BulkMintWallet[]
  /** Milliseconds between two mints of the same wallet (after the first is mined); default 0. */
  delayMs?: number | undefined
  /** Wallets sending at the same time (each one's mints stay sequential); default 3. */
  concurrency?: number | undefined
  /** Stop: nothing new starts; mints already sent are followed until they settle. */
  signal?: AbortSignal | undefined
  /**
   * Asked before each mint; `false` (or `{ continue: false, reason }`) terminates every mint not
   * started yet, e.g. when the indexer says the tick is fully minted.
   */
  shouldContinue?:
    | (() =>
        | boolean
        | { continue: boolean; reason?: string }
        | Promise<boolean | { continue: boolean; reason?: string }>)
    | undefined
  /** Every state change, with the whole snapshot (a new object each time) and the mint that changed. */
  onUpdate?: ((snapshot: BulkMintSnapshot, mint: MintRecord) => void) | undefined
  /** How long a sent mint may stay unmined before it is replaced with a higher fee; default 60,000 ms. */
  replaceAfterMs?: number | undefined
  /** How often a sent mint is checked; default the client's pollingInterval (4,000 ms in viem). */
  pollMs?: number | undefined
}
