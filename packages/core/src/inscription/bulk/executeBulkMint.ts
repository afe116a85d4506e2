import type { Client, LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { getTransactionCount } from 'viem/actions'
import { type BulkMintContext, createBulkMintContext } from './bulkMintContext.ts'
import { followMint } from './followMint.ts'
import { sendSignedMint } from './sendSignedMint.ts'
import { signMint } from './signMint.ts'
import { sleepUnlessAborted } from './sleepUnlessAborted.ts'
import type { BulkMintFees, BulkMintRunOptions, BulkMintSnapshot, MintRecord } from './types.ts'

/** Default number of wallets sending at once: quick, and few enough for public RPC rate limits. */
export const defaultBulkMintConcurrency = 3

const feesOf = (snapshot: BulkMintSnapshot): BulkMintFees =>
  snapshot.fees.type === 'legacy'
    ? { type: 'legacy', gasPrice: BigInt(snapshot.fees.gasPrice) }
    : {
        type: 'eip1559',
        maxFeePerGas: BigInt(snapshot.fees.maxFeePerGas),
        maxPriorityFeePerGas: BigInt(snapshot.fees.maxPriorityFeePerGas),
      }

/** Asks `shouldContinue`; a failing check stops the run (`checkFailed`) rather than mint blind. */
async function askToContinue(options: BulkMintRunOptions): Promise<{ go: boolean; reason: string }> {
  if (!options.shouldContinue) return { go: true, reason: '' }
  try {
    const answer = await options.shouldContinue()
    if (typeof answer === 'boolean') return { go: answer, reason: 'declined' }
    return { go: answer.continue, reason: answer.reason ?? 'declined' }
  } catch {
    return { go: false, reason: 'checkFailed' }
  }
}

/** Signs and sends a `waiting` mint on the wallet's next nonce, then follows it. */
async function startMint(
  context: BulkMintContext,
  mint: MintRecord,
  account: LocalAccount,
  walletMints: MintRecord[],
) {
  const { client, snapshot, options } = context
  let signed: Awaited<ReturnType<typeof signMint>>
  let nonce: number
  try {
    const count = await getTransactionCount(client, { address: account.address, blockTag: 'latest' })
    // A load-balanced RPC may answer from a node a block behind the receipt just seen: the
    // nonces this wallet's mined mints used are known for certain.
    const known = walletMints.filter(
      (other) =>
        other.nonce !== undefined &&
        (other.state === 'success' || other.error === 'reverted' || other.error === 'nonceUsedElsewhere'),
    )
    nonce = Math.max(count, ...known.map((other) => other.nonce! + 1))
    signed = await signMint({ account, snapshot, nonce, fees: feesOf(snapshot), data: mint.data })
  } catch {
    if (mint.state === 'waiting') context.update(mint, { state: 'failed', error: 'rpcError' })
    return
  }
  if (mint.state !== 'waiting') return
  if (options.signal?.aborted) return context.update(mint, { state: 'terminated', reason: 'stopped' })
  // Recorded before it is sent: a reload from here on finds the hash and never signs the mint anew.
  context.record(mint, nonce, signed.attempt)
  const refusal = await sendSignedMint(client, signed.serializedTransaction)
  if (refusal === 'insufficientFunds' || refusal === 'refused')
    return context.update(mint, { state: 'failed', error: refusal })
  await followMint(context, mint, account)
}

/** One wallet's mints, strictly one after another on its own nonce. */
async function runWallet(context: BulkMintContext, walletIndex: number) {
  const { snapshot, options } = context
  const wallet = snapshot.wallets[walletIndex]!
  const account = context.accounts.get(wallet.address.toLowerCase())
  const mints = snapshot.mints.filter((mint) => mint.wallet === walletIndex)
  let broken = false
  let started = 0
  for (const mint of mints) {
    if (mint.state === 'pending') {
      if (account) await followMint(context, mint, account)
      else context.update(mint, { state: 'failed', error: 'missingKey' })
    } else if (mint.state === 'waiting') {
      if (!account) {
        context.update(mint, { state: 'failed', error: 'missingKey' })
        continue
      }
      if (broken) {
        context.update(mint, { state: 'failed', error: 'walletFailed' })
        continue
      }
      if (started > 0) await sleepUnlessAborted(options.delayMs ?? 0, options.signal)
      if (options.signal?.aborted || context.stopReason) continue
      const { go, reason } = await askToContinue(options)
      if (!go) {
        context.stopReason ??= reason
        terminateWaiting(context, context.stopReason)
        continue
      }
      if (options.signal?.aborted || mint.state !== 'waiting') continue
      started++
      await startMint(context, mint, account, mints)
    }
    // A reverted mint and one whose nonce another transaction took leave the nonce used: the
    // wallet's next mint has a free nonce. Any other failure may still hold its nonce.
    if (mint.state === 'failed' && mint.error !== 'reverted' && mint.error !== 'nonceUsedElsewhere')
      broken = true
  }
}

function terminateWaiting(context: BulkMintContext, reason: string) {
  for (const mint of context.snapshot.mints)
    if (mint.state === 'waiting') context.update(mint, { state: 'terminated', reason })
}

/**
 * Drives a snapshot to its end (the engine behind runBulkMint and resumeBulkMint): `concurrency`
 * wallets at a time, each one's `pending` mints followed and `waiting` mints sent in order
 * (startMint: the wallet's next nonce, signed locally, recorded, then sent; followMint after).
 * A failed mint whose nonce may still be pending leaves the wallet's later mints `failed`
 * `walletFailed` (sending them on would only queue behind a nonce that may never be mined); after
 * `reverted` or `nonceUsedElsewhere` the nonce is spent and the wallet goes on. Stop terminates every mint not started at once;
 * `shouldContinue` false terminates them with its reason. Returns the final snapshot; never throws.
 *
 * @example
 * const final = await executeBulkMint(client, snapshot, { wallets: keys, onUpdate: save })
 */
export async function executeBulkMint(
  client: Client,
  snapshot: BulkMintSnapshot,
  options: BulkMintRunOptions,
): Promise<BulkMintSnapshot> {
  const accounts = new Map<string, LocalAccount>()
  for (const wallet of options.wallets) {
    try {
      const account = privateKeyToAccount(wallet.privateKey)
      accounts.set(account.address.toLowerCase(), account)
    } catch {
      // A bad key: its wallet's mints fail as missingKey.
    }
  }
  const context = createBulkMintContext(client, snapshot, options, accounts)
  const onAbort = () => terminateWaiting(context, 'stopped')
  options.signal?.addEventListener('abort', onAbort, { once: true })
  if (options.signal?.aborted) onAbort()
  const queue = context.snapshot.wallets
    .map((_, index) => index)
    .filter((index) =>
      context.snapshot.mints.some(
        (mint) => mint.wallet === index && (mint.state === 'waiting' || mint.state === 'pending'),
      ),
    )
  let next = 0
  const worker = async () => {
    while (next < queue.length) {
      try {
        await runWallet(context, queue[next++]!)
      } catch {
        // Only a throwing onUpdate or shouldContinue gets here: the wallet's mints keep the state
        // they reached (a sent one stays pending for resume), the rest end terminated below.
      }
    }
  }
  const concurrency = Math.max(1, Math.min(options.concurrency ?? defaultBulkMintConcurrency, queue.length))
  try {
    await Promise.all(Array.from({ length: concurrency }, worker))
  } finally {
    options.signal?.removeEventListener('abort', onAbort)
  }
  terminateWaiting(context, context.stopReason ?? 'stopped')
  return structuredClone(context.snapshot)
}
