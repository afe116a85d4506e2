import type { Client, Hex } from 'viem'
import { sendRawTransaction } from 'viem/actions'
import { classifySendError, type SendErrorKind } from './classifySendError.ts'

/**
 * Hands a signed mint to the node (`eth_sendRawTransaction`, the only request that carries anything
 * of the key: a signature). Resolves `undefined` when the node took it, else what its failure means
 * (classifySendError); never throws.
 *
 * @example
 * const refusal = await sendSignedMint(client, serializedTransaction)
 * if (refusal === 'insufficientFunds') fail(mint, 'insufficientFunds')
 */
export async function sendSignedMint(
  client: Client,
  serializedTransaction: Hex,
): Promise<SendErrorKind | undefined> {
  try {
    await sendRawTransaction(client, { serializedTransaction })
    return undefined
  } catch (error) {
    return classifySendError(error)
  }
}
