import { type Hash, type Hex, keccak256, type LocalAccount, type TransactionSerializable } from 'viem'
import type { BulkMintFees, BulkMintSnapshot, MintAttempt } from './types.ts'

export type SignMintParameters = {
  account: LocalAccount
  snapshot: BulkMintSnapshot
  nonce: number
  fees: BulkMintFees
  /** This mint's own calldata (a numbered mint's id), instead of the snapshot's. */
  data?: Hex | undefined
}

/**
 * Signs one mint locally: a transaction from the sub-wallet to itself with the inscription as data,
 * no value, the plan's gas limit and the given fees. Signing is deterministic (RFC 6979), so the
 * same nonce and fees give the same bytes and hash again: a dropped mint is re-sent as itself.
 * Returns the bytes for `eth_sendRawTransaction`, their hash, and the attempt as kept in the
 * snapshot.
 *
 * @example
 * const { serializedTransaction, attempt } = await signMint({ account, snapshot, nonce: 0, fees })
 */
export async function signMint(
  parameters: SignMintParameters,
): Promise<{ serializedTransaction: Hex; hash: Hash; attempt: MintAttempt }> {
  const { account, snapshot, nonce, fees } = parameters
  const base = {
    chainId: snapshot.chainId,
    nonce,
    to: account.address,
    data: parameters.data ?? snapshot.data,
    value: 0n,
    gas: BigInt(snapshot.gasLimit),
  }
  const transaction: TransactionSerializable =
    fees.type === 'legacy'
      ? { ...base, type: 'legacy', gasPrice: fees.gasPrice }
      : {
          ...base,
          type: 'eip1559',
          maxFeePerGas: fees.maxFeePerGas,
          maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
        }
  const serializedTransaction = await account.signTransaction(transaction)
  const hash = keccak256(serializedTransaction)
  const attempt: MintAttempt =
    fees.type === 'legacy'
      ? { hash, gasPrice: fees.gasPrice.toString() }
      : {
          hash,
          maxFeePerGas: fees.maxFeePerGas.toString(),
          maxPriorityFeePerGas: fees.maxPriorityFeePerGas.toString(),
        }
  return { serializedTransaction, hash, attempt }
}
