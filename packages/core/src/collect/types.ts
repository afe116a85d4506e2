import type { Address, Hash, Hex } from 'viem'
import type { ErrorMessage } from '../errors/toErrorMessage.ts'

/** What to collect: the token and then the native coin (the default), or only one of them. */
export type CollectMode = 'tokenThenNative' | 'tokenOnly' | 'nativeOnly'

/**
 * The one price every transaction of a run pays per gas. On an EIP-1559 chain it is sent as both
 * `maxFeePerGas` and `maxPriorityFeePerGas`: the effective price is then min(cap, base fee + tip)
 * = the cap, whatever the base fee (as long as it is below the cap, which inclusion requires), so a
 * sweep of 21,000 gas costs exactly 21,000 x price and the wallet can be emptied to the wei. On a
 * legacy chain it is the `gasPrice`.
 */
export type CollectGasPrice = { type: 'eip1559' | 'legacy'; price: bigint }

export type CollectSettings = {
  /** Where everything goes. */
  target: Address
  /** The ERC-20 token to collect; unused (and may be absent) with `nativeOnly`. */
  token?: Address | undefined
  mode: CollectMode
  /** Native coin (wei) each sub-wallet keeps after its sweep; 0 empties it. */
  keepNative: bigint
  gasPrice: CollectGasPrice
  /**
   * Gas limit of the native sweep: 21,000 when the target is an account without code (a plain
   * transfer costs exactly that), else an estimate with the usual margin (see getSweepGasLimit).
   */
  sweepGasLimit: bigint
}

/** A sub-wallet of the run; its key signs in the caller's process only. */
export type CollectWallet = { address: Address; privateKey: Hex }

/**
 * `waiting`: not started (or left alone by Stop). `sendingToken` / `sendingNative`: that transfer
 * is signed, sent or awaiting its receipt. `done`: every planned transfer is confirmed. `skipped`:
 * nothing was sent, for `skipReason`. `failed`: a transfer or a read failed (`message`).
 */
export type WalletStatus = 'waiting' | 'sendingToken' | 'sendingNative' | 'done' | 'skipped' | 'failed'

/**
 * `insufficientBalance`: holds the token but not the native coin its transfer costs (the spec's
 * "Insufficient balance"). `nothingToCollect`: no token, and no native coin above the gas of its
 * own sweep plus the amount to keep. `isTarget`: the wallet is the target itself.
 */
export type SkipReason = 'insufficientBalance' | 'nothingToCollect' | 'isTarget'

/** A transfer that was signed and handed to the node but whose receipt was not seen yet. */
export type PendingTransfer = { kind: 'token' | 'native'; hash: Hash; amount: bigint }

/** One sub-wallet's collection, kept across retries so that confirmed transfers are not repeated. */
export type WalletCollection = {
  address: Address
  status: WalletStatus
  skipReason?: SkipReason | undefined
  /** With `failed`: the catalogue entry of the failure. */
  message?: ErrorMessage | undefined
  error?: unknown
  /** Token moved to the target by confirmed transfers (base units). */
  tokenCollected: bigint
  /** Native coin moved to the target by confirmed sweeps (wei). */
  nativeCollected: bigint
  /** Native coin the wallet paid for gas in confirmed (or reverted) transactions. */
  gasPaid: bigint
  /** Hashes of the mined transactions, in order. */
  hashes: Hash[]
  /** Set while a transfer is in flight, and after a failure that left its outcome unknown. */
  pending?: PendingTransfer | undefined
}

/** A wallet not yet collected. */
export function waitingCollection(address: Address): WalletCollection {
  return { address, status: 'waiting', tokenCollected: 0n, nativeCollected: 0n, gasPaid: 0n, hashes: [] }
}
