import type { Client, Hash, LocalAccount, TransactionReceipt } from 'viem'
import { getTransaction, getTransactionCount, getTransactionReceipt } from 'viem/actions'
import { classifyRpcRefusal } from '../../errors/classifyRpcRefusal.ts'
import { isNetworkFailure } from '../../errors/isNetworkFailure.ts'
import { walkCauses } from '../../errors/walkCauses.ts'
import type { BulkMintContext } from './bulkMintContext.ts'
import { bumpFees } from './bumpFees.ts'
import { feesOfAttempt } from './feesOfAttempt.ts'
import { sendSignedMint } from './sendSignedMint.ts'
import { signMint } from './signMint.ts'
import { sleepUnlessAborted } from './sleepUnlessAborted.ts'
import type { MintErrorCode, MintRecord } from './types.ts'

const notFound = (error: unknown) =>
  walkCauses(error, (cause) => /NotFoundError$/.test(String((cause as { name?: unknown })?.name))) !== null

async function receiptOf(client: Client, hash: Hash): Promise<TransactionReceipt | undefined> {
  try {
    return await getTransactionReceipt(client, { hash })
  } catch (error) {
    if (notFound(error)) return undefined
    throw error
  }
}

/** Whether the node still has the transaction (in its pool, or mined a moment ago). */
async function isKnown(client: Client, hash: Hash): Promise<boolean> {
  try {
    await getTransaction(client, { hash })
    return true
  } catch (error) {
    if (notFound(error)) return false
    throw error
  }
}

/**
 * Follows a sent mint (`pending`, with its nonce and attempts) until it settles, keeping its nonce:
 * - any attempt mined: `success` with the hash, block and gas paid (or `failed` `reverted`);
 * - still in the node's pool after `replaceAfterMs`: replaced by the same transaction with the
 *   fees bumped (bumpFees), up to the snapshot's `maxReplacements`; after the last one has waited
 *   as long, `failed` `timeout` (it may still be mined: resumeBulkMint looks again);
 * - known to the node no more and its nonce unused (dropped, or never accepted): the newest attempt
 *   is re-sent as it was (same bytes, same hash); a refusal of that re-send fails the mint with its
 *   code;
 * - its nonce used by a transaction that is none of its attempts (no receipt on three looks in a
 *   row): `failed` `nonceUsedElsewhere`.
 * Never a new nonce, so a mint can never be mined twice. When the run's signal aborts, it returns
 * leaving the mint `pending` (resume settles it). When the node cannot be asked for as long as
 * `replaceAfterMs`, `failed` `rpcError`. Never throws.
 *
 * @example
 * await followMint(context, mint, account)
 */
export async function followMint(
  context: BulkMintContext,
  mint: MintRecord,
  account: LocalAccount,
): Promise<void> {
  const { client, snapshot, options } = context
  const signal = options.signal
  const nonce = mint.nonce
  if (nonce === undefined || mint.attempts.length === 0) {
    context.update(mint, { state: 'failed', error: 'refused' })
    return
  }
  let newestSince = Date.now()
  let answeredAt = Date.now()
  let nonceUsedLooks = 0
  const fail = (error: MintErrorCode) => context.update(mint, { state: 'failed', error })

  const settleFromReceipts = async () => {
    for (const attempt of [...mint.attempts].reverse()) {
      const receipt = await receiptOf(client, attempt.hash)
      if (!receipt) continue
      // A pre-London node's receipt may lack effectiveGasPrice: a type-0 transaction paid its gasPrice.
      const perGas = receipt.effectiveGasPrice ?? BigInt(attempt.gasPrice ?? attempt.maxFeePerGas ?? '0')
      context.update(mint, {
        state: receipt.status === 'success' ? 'success' : 'failed',
        error: receipt.status === 'success' ? undefined : 'reverted',
        hash: attempt.hash,
        blockNumber: receipt.blockNumber.toString(),
        gasPaid: (receipt.gasUsed * perGas).toString(),
      })
      return true
    }
    return false
  }

  const sendAttempt = async (fees: ReturnType<typeof feesOfAttempt>, asNewAttempt: boolean) => {
    const signed = await signMint({ account, snapshot, nonce, fees, data: mint.data })
    if (asNewAttempt) context.record(mint, nonce, signed.attempt)
    return await sendSignedMint(client, signed.serializedTransaction)
  }

  for (;;) {
    try {
      if (await settleFromReceipts()) return
      if (signal?.aborted) return
      let inPool = false
      for (const attempt of [...mint.attempts].reverse()) {
        if (await isKnown(client, attempt.hash)) {
          inPool = true
          break
        }
      }
      if (!inPool) {
        const used = await getTransactionCount(client, { address: account.address, blockTag: 'latest' })
        if (used > nonce) {
          // Mined between the receipt check and this count, or taken by someone else. A
          // load-balanced RPC may count on a node that is ahead of the one asked for receipts, so
          // the mint is given up only when no receipt shows on three looks in a row.
          if (await settleFromReceipts()) return
          if (++nonceUsedLooks >= 3) return fail('nonceUsedElsewhere')
          await sleepUnlessAborted(context.pollMs, signal)
          continue
        }
        nonceUsedLooks = 0
        const newest = mint.attempts.at(-1)!
        const refusal = await sendAttempt(feesOfAttempt(newest), false)
        if (refusal === 'insufficientFunds' || refusal === 'refused') return fail(refusal)
      }
      answeredAt = Date.now()
      if (Date.now() - newestSince >= context.replaceAfterMs) {
        if (mint.attempts.length - 1 >= snapshot.maxReplacements) return fail('timeout')
        const refusal = await sendAttempt(bumpFees(feesOfAttempt(mint.attempts.at(-1)!)), true)
        newestSince = Date.now()
        // The older attempt stays in the pool when the node refuses the replacement; an
        // insufficient balance for the higher fee leaves it there to be mined at its own.
        if (refusal === 'refused' && !inPool) return fail('refused')
      }
    } catch (error) {
      // A sent mint is followed whatever the endpoint does: unreachable or rate-limiting, it is asked again.
      const transient = isNetworkFailure(error) || classifyRpcRefusal(error)?.kind === 'rateLimit'
      if (!transient || Date.now() - answeredAt >= context.replaceAfterMs) return fail('rpcError')
    }
    await sleepUnlessAborted(context.pollMs, signal)
  }
}
