import { type Client, type Hex, keccak256, parseTransaction, recoverTransactionAddress } from 'viem'
import { getBalance, getTransaction, getTransactionCount, sendRawTransaction } from 'viem/actions'
import { classifySendError, type SendErrorKind } from './classifySendError.ts'

/**
 * Hands a signed mint to the node (`eth_sendRawTransaction`, the only request that carries anything
 * of the key: a signature). Resolves `undefined` when the node took it, else what its failure means
 * (classifySendError; a refusal in words it does not know is read from the chain instead:
 * {@link refusalByState}); never throws.
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
    const kind = classifySendError(error)
    return kind === 'refused' ? await refusalByState(client, serializedTransaction) : kind
  }
}

/**
 * What a refused send means when the node's words are none classifySendError knows (each node
 * client words them its own way), read from the chain: the node already has the transaction
 * (`alreadyKnown`), its nonce is mined (`nonceTooLow`), the sender's balance does not cover its gas
 * at its fee and its value (`insufficientFunds`); else `refused`, as when a read fails.
 */
async function refusalByState(client: Client, serializedTransaction: Hex): Promise<SendErrorKind> {
  try {
    const transaction = parseTransaction(serializedTransaction)
    const address = await recoverTransactionAddress({ serializedTransaction: serializedTransaction as never })
    const [known, used, balance] = await Promise.all([
      getTransaction(client, { hash: keccak256(serializedTransaction) }).then(
        () => true,
        () => false,
      ),
      getTransactionCount(client, { address, blockTag: 'latest' }),
      getBalance(client, { address }),
    ])
    if (known) return 'alreadyKnown'
    if (transaction.nonce !== undefined && used > transaction.nonce) return 'nonceTooLow'
    const fee = transaction.maxFeePerGas ?? transaction.gasPrice ?? 0n
    if (balance < (transaction.gas ?? 0n) * fee + (transaction.value ?? 0n)) return 'insufficientFunds'
  } catch {
    // Nothing read: the node's refusal stands.
  }
  return 'refused'
}
